import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CampEventHandlers } from './camp-event-handlers';
import { ApplyForCampHandler } from './commands/apply-for-camp.handler';
import { CancelCampApplicationHandler } from './commands/cancel-camp-application.handler';
import { CancelUnpaidCampApplicationHandler } from './commands/cancel-unpaid-camp-application.handler';
import { GetCampCancelViewHandler } from './queries/get-camp-cancel-view.handler';
import { PayForCampHandler } from './commands/pay-for-camp.handler';
import { RecordCampRefundHandler } from './commands/record-camp-refund.handler';
import { RecordCampTransferHandler } from './commands/record-camp-transfer.handler';
import { SaveCampEventHandler } from './commands/save-camp-event.handler';
import { AdminCampApplicationsController } from './http/admin-camp-applications.controller';
import { AdminCampEventsController } from './http/admin-camp-events.controller';
import { CampUsersController } from './http/camp-users.controller';
import { GetApplicationForTokenHandler } from './queries/get-application-for-token.handler';
import { GetCampApplicationHandler } from './queries/get-camp-application.handler';
import { GetCampEventHandler } from './queries/get-camp-event.handler';
import { FindCampApplicationsHandler } from './queries/find-camp-applications.handler';
import { ListCampApplicationsByEmailHandler } from './queries/list-camp-applications-by-email.handler';
import { GetCampPlanHandler } from './queries/get-camp-plan.handler';
import { GetCampReceiptHandler } from './queries/get-camp-receipt.handler';
import { ListCampApplicationsHandler } from './queries/list-camp-applications.handler';
import { ListCampEventsHandler } from './queries/list-camp-events.handler';
import { ListCampParticipantsHandler } from './queries/list-camp-participants.handler';

/**
 * The camp in the api: the parents' calls (plan, application, payment) and the back office's camp events and
 * applications. Charges and refunds are billing's published commands, answered by billing's module.
 */
@Module({
  imports: [CqrsModule],
  controllers: [CampUsersController, AdminCampEventsController, AdminCampApplicationsController],
  providers: [
    ApplyForCampHandler,
    PayForCampHandler,
    RecordCampTransferHandler,
    RecordCampRefundHandler,
    CancelCampApplicationHandler,
    CancelUnpaidCampApplicationHandler,
    GetCampCancelViewHandler,
    SaveCampEventHandler,
    GetCampPlanHandler,
    GetApplicationForTokenHandler,
    GetCampReceiptHandler,
    ListCampEventsHandler,
    GetCampEventHandler,
    ListCampApplicationsHandler,
    GetCampApplicationHandler,
    ListCampParticipantsHandler,
    FindCampApplicationsHandler,
    ListCampApplicationsByEmailHandler,
    CampEventHandlers,
  ],
})
export class CampModule {}
