import { ListMemberTrialsHandler } from './queries/list-member-trials.handler';
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AddTrialHoursHandler } from './commands/add-trial-hours.handler';
import { CancelTrialHandler } from './commands/cancel-trial.handler';
import { ConfirmTrialHandler } from './commands/confirm-trial.handler';
import { HoldTrialHandler } from './commands/hold-trial.handler';
import { JoinTrialWaitlistHandler } from './commands/join-trial-waitlist.handler';
import { RecordTrialAttendanceHandler } from './commands/record-trial-attendance.handler';
import { ReleaseTrialHoldHandler } from './commands/release-trial-hold.handler';
import { RemoveTrialHoursHandler } from './commands/remove-trial-hours.handler';
import { AdminTrialHoursController } from './http/admin-trial-hours.controller';
import { AdminTrialsController } from './http/admin-trials.controller';
import { TrialsController } from './http/trials.controller';
import { TrialCalendarController } from './http/trial-calendar.controller';
import { GetTrialOwnerHandler } from './queries/get-trial-owner.handler';
import { GetMemberTrialHandler } from './queries/get-member-trial.handler';
import { GetMonthlyTrialConversionHandler } from './queries/get-monthly-trial-conversion.handler';
import { GetTrialScheduleHandler } from './queries/get-trial-schedule.handler';
import { TrialSlots } from './queries/trial-slots';
import { TrialsEventHandlers } from './trials-event-handlers';
import { WaitlistOffers } from './commands/waitlist-offers';
import { LeaveTrialWaitlistHandler } from './commands/leave-trial-waitlist.handler';
import { GetMemberWaitlistHandler } from './queries/get-member-waitlist.handler';
import { ListCoachTrialTimesHandler } from './queries/list-coach-trial-times.handler';
import { GetAdminTrialHandler } from './queries/get-admin-trial.handler';
import { GetTrialConversionHandler } from './queries/get-trial-conversion.handler';
import { ListCoachTrialConversionHandler } from './queries/list-coach-trial-conversion.handler';
import { ListAdminTrialsHandler } from './queries/list-admin-trials.handler';
import { ListTrialHoursHandler } from './queries/list-trial-hours.handler';
import { ListCoachTrialsInRangeHandler } from './queries/list-coach-trials-in-range.handler';
import { CountHeldTrialSeatsHandler } from './queries/count-held-trial-seats.handler';

const CommandHandlers = [HoldTrialHandler, ConfirmTrialHandler, ReleaseTrialHoldHandler, CancelTrialHandler, RecordTrialAttendanceHandler, AddTrialHoursHandler, RemoveTrialHoursHandler, JoinTrialWaitlistHandler, LeaveTrialWaitlistHandler];
const QueryHandlers = [GetTrialScheduleHandler, GetMemberTrialHandler, GetMemberWaitlistHandler, ListMemberTrialsHandler, GetMonthlyTrialConversionHandler, ListCoachTrialTimesHandler, ListAdminTrialsHandler, GetAdminTrialHandler, GetTrialConversionHandler, ListCoachTrialConversionHandler, ListTrialHoursHandler, ListCoachTrialsInRangeHandler, CountHeldTrialSeatsHandler];

/** The trials context in the api: the member's trial endpoints, the back office's, their handlers, projections and reactors. */
@Module({
  imports: [CqrsModule],
  controllers: [TrialsController, TrialCalendarController, AdminTrialsController, AdminTrialHoursController],
  providers: [TrialSlots, WaitlistOffers, TrialsEventHandlers, ...CommandHandlers, ...QueryHandlers, GetTrialOwnerHandler],
  exports: [TrialSlots],
})
export class TrialsModule {}
