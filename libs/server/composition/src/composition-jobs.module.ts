import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RepeatableJobs } from '@coaching/server-core';
import { CompositionEventHandlers } from './composition-event-handlers';
import { SendGuardianWeeklySummariesJob } from './jobs/send-guardian-weekly-summaries.job';

/**
 * The worker's side of the composition module: the member-home projection, for the events the worker appends, and the
 * guardians' weekly summary (Monday 08:00 Tokyo, ADR 0047), which asks identity's and the lessons context's published
 * queries (their handlers are in those contexts' worker modules).
 */
@Module({
  imports: [CqrsModule],
  providers: [RepeatableJobs, CompositionEventHandlers, SendGuardianWeeklySummariesJob],
})
export class CompositionJobsModule {}
