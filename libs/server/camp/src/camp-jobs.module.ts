import { Module } from '@nestjs/common';
import { CampEventHandlers } from './camp-event-handlers';
import { RepeatableJobs } from '@coaching/server-core';
import { CampScans } from './jobs/camp-scans';
import { ReleaseUnpaidCampSeatsJob } from './jobs/release-unpaid-camp-seats.job';
import { RemindCampParticipantsJob } from './jobs/remind-camp-participants.job';

/** The worker's side of the camp: releasing the seats of transfers left unpaid, and the reminder before the camp. */
@Module({
  providers: [RepeatableJobs, CampScans, ReleaseUnpaidCampSeatsJob, RemindCampParticipantsJob, CampEventHandlers],
})
export class CampJobsModule {}
