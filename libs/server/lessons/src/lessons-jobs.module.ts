import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RepeatableJobs } from '@coaching/server-core';
import { LockCoachTimeHandler } from './commands/lock-coach-time.handler';
import { SendLessonRemindersJob } from './jobs/send-lesson-reminders.job';
import { LessonEventHandlers } from './lessons-event-handlers';
import { GetCoachContactsHandler } from './queries/get-coach-contacts.handler';
import { ListCoachBusyTimesHandler } from './queries/list-coach-busy-times.handler';
import { ListCoachWorkingTimesHandler } from './queries/list-coach-working-times.handler';
import { ListCoachesHandler } from './queries/list-coaches.handler';
import { ListGroupMemberIdsHandler } from './queries/list-group-member-ids.handler';
import { CountContractLessonsHandler } from './queries/count-contract-lessons.handler';
import { GetMemberLessonRecordHandler } from './queries/get-member-lesson-record.handler';
import { ListSharedKarteHandler } from './queries/list-shared-karte.handler';

/**
 * The worker's side of lessons: its reactors (run by core's ReactionConsumer), the reminders scan, and the published
 * queries and commands other contexts' jobs and reactors send (trials: coaches, their lessons and the coach's time lock
 * when a freed seat is offered to a waiter, their working time, their contact for trial mails; content: a group's
 * members; billing: the lessons a contract gave, for the refunds a member's withdrawal asks, ADR 0042; composition's weekly
 * summary to guardians: a child's lesson record and the karte shared with guardians, ADR 0047).
 */
@Module({
  imports: [CqrsModule],
  providers: [RepeatableJobs, SendLessonRemindersJob, LessonEventHandlers, ListCoachesHandler, ListCoachBusyTimesHandler, ListCoachWorkingTimesHandler, GetCoachContactsHandler, ListGroupMemberIdsHandler, LockCoachTimeHandler, CountContractLessonsHandler, GetMemberLessonRecordHandler, ListSharedKarteHandler],
})
export class LessonsJobsModule {}
