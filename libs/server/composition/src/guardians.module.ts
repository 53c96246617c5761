import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { GuardianAreaController, MemberGuardianLinksController } from './http/guardian-links.controller';
import { GuardianChildren } from './queries/guardian-children';

/**
 * Guardians in the api (issue 31, ADR 0037): the student's and the guardian's link pages and the guardian area,
 * composed from identity's links (and its published commands), billing's student information and the lessons context.
 */
@Module({
  imports: [CqrsModule],
  controllers: [MemberGuardianLinksController, GuardianAreaController],
  providers: [GuardianChildren],
})
export class GuardiansModule {}
