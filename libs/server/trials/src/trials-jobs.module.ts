import { RepeatableJobs } from '@coaching/server-core';
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ExpireTrialHoldJob } from './jobs/expire-trial-hold.job';
import { RefreshTrialScheduleJob } from './jobs/refresh-trial-schedule.job';
import { SendTrialMailJob } from './jobs/send-trial-mail.job';
import { TrialSlots } from './queries/trial-slots';
import { WaitlistOffers } from './commands/waitlist-offers';
import { TrialsEventHandlers } from './trials-event-handlers';

/**
 * The worker's side of trials: holds that lapse, the trial mails (confirmation, reminders, cancellation,
 * the invitation to the plans), the schedule's read model (a reactor per seat change and a repeatable
 * refresh), a lapsed waitlist offer handed to the next waiter (`WaitlistOffers`). It reads coaches through the lessons context's published queries, so the worker registers
 * the lessons and catalogue query handlers too.
 */
@Module({
  imports: [CqrsModule],
  providers: [RepeatableJobs, TrialSlots, TrialsEventHandlers, ExpireTrialHoldJob, SendTrialMailJob, RefreshTrialScheduleJob, WaitlistOffers],
})
export class TrialsJobsModule {}
