import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { PassportModule } from '@nestjs/passport';
import { BackofficeEventHandlers } from './backoffice-event-handlers';
import { AcceptOperatorInvitationHandler } from './commands/accept-operator-invitation.handler';
import { ChangeOperatorHandler } from './commands/change-operator.handler';
import { CreateOperatorHandler } from './commands/create-operator.handler';
import { RecordOperatorSignInHandler } from './commands/record-operator-sign-in.handler';
import { RecordOperatorSignOutHandler } from './commands/record-operator-sign-out.handler';
import { ResetOperatorPasswordHandler } from './commands/reset-operator-password.handler';
import { Operator } from './entities/operator.entity';
import { AdminAuditLogController } from './http/admin-audit-log.controller';
import { AdminOperatorsController } from './http/admin-operators.controller';
import { OperatorAuthController } from './http/operator-auth.controller';
import { OperatorLocalStrategy } from './http/operator-local.strategy';
import { GetOperatorNamesHandler } from './queries/get-operator-names.handler';
import { ListAuditLogHandler } from './queries/list-audit-log.handler';
import { ListOperatorsHandler } from './queries/list-operators.handler';
import { ListRefundDecidersHandler } from './queries/list-refund-deciders.handler';

const CommandHandlers = [CreateOperatorHandler, ChangeOperatorHandler, ResetOperatorPasswordHandler, AcceptOperatorInvitationHandler, RecordOperatorSignInHandler, RecordOperatorSignOutHandler];
const QueryHandlers = [ListOperatorsHandler, ListAuditLogHandler, GetOperatorNamesHandler, ListRefundDecidersHandler];

/** The backoffice in the api: operator sign-in, operator accounts (admin), the audit log and its projection, operators' names for the member 360. */
@Module({
  imports: [MikroOrmModule.forFeature([Operator]), PassportModule, CqrsModule],
  controllers: [OperatorAuthController, AdminOperatorsController, AdminAuditLogController],
  providers: [OperatorLocalStrategy, BackofficeEventHandlers, ...CommandHandlers, ...QueryHandlers],
})
export class OperatorsModule {}
