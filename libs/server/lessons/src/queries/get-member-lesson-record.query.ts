import { Query } from '@nestjs/cqrs';
import type { LessonCancellationName, LessonStatusName } from '@coaching/contracts';

/** One member's lessons as support sees them: who teaches them, their lessons, strikes and suspended months. */
export interface MemberLessonRecord {
  /** The running or past subscriptions the school teaches (`lesson_students`), with the coach; newest first. */
  students: Array<{ subscriptionId: string; gameId: number; planId: number; lessonsPerMonth: number; startsAt: Date; endsAt: Date; coachId: string | null; coachName: string | null }>;
  /** Personal lessons and the lessons of their groups, newest first, at most `LESSON_RECORD_LIMIT`. */
  lessons: Array<{ id: string; kind: 'personal' | 'group'; startsAt: Date; endsAt: Date; status: LessonStatusName; cancellation: LessonCancellationName | null; coachName: string; groupName: string | null }>;
  /** Strikes per month (spec §2: three in a month suspend the month), newest month first. */
  standings: Array<{ month: string; strikes: number; suspendedAt: Date | null }>;
}

/** How many lessons the record lists (a member has at most a few a week). */
export const LESSON_RECORD_LIMIT = 200;

/** Published (backoffice's member page): the member's lesson record. */
export class GetMemberLessonRecordQuery extends Query<MemberLessonRecord> {
  constructor(readonly memberId: string) {
    super();
  }
}
