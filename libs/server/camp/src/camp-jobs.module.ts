import { Module } from '@nestjs/common';
import { CampEventHandlers } from './camp-event-handlers';
import { RepeatableJobs } from '@coaching/server-core';
import { CampScans } from './jobs/camp-scans';
import { ReleaseUnpaidCampSeatsJob } from './jobs/release-unpaid-camp-seats.job';
import { RemindCampParticipantsJob } from './jobs/remind-camp-participants.job';
import { SettleUnansweredCampPaymentsJob } from './jobs/settle-unanswered-camp-payments.job';

/**
 * The worker's side of the camp: releasing the seats of transfers left unpaid (the parent is told), settling card
 * payments the provider never answered (through billing's `SettleCardTokenChargeCommand`, whose handler billing's
 * jobs module provides), and the reminder before the camp.
 */
@Module({
  providers: [RepeatableJobs, CampScans, ReleaseUnpaidCampSeatsJob, RemindCampParticipantsJob, SettleUnansweredCampPaymentsJob, CampEventHandlers],
})
export class CampJobsModule {}
