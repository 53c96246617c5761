import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { OperatorAuthController } from './http/operator-auth.controller';
import { OperatorLocalStrategy } from './http/operator-local.strategy';
import { Operator } from './entities/operator.entity';

@Module({
  imports: [MikroOrmModule.forFeature([Operator]), PassportModule],
  controllers: [OperatorAuthController],
  providers: [OperatorLocalStrategy],
})
export class OperatorsModule {}
