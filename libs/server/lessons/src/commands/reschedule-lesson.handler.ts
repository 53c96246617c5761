import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { tokyoMonth, tokyoMonthRange } from '@coaching/contracts';
import { domainError, EventStore, runDecider, sql, sqlTransaction } from '@coaching/server-core';
import { lessonDecider, lessonStream } from '../domain/lesson.decider';
import { LessonErrors } from '../domain/lessons-errors';
import { assertCoachAvailable } from './coach-availability';
import { assertLessonInScope } from './lesson-in-scope';
import { refusalOfOverlap } from './lesson-writes';
import { assertMembersFree, groupMemberIds, lockGroup, lockMembers } from './member-time';
import { RescheduleLessonCommand } from './reschedule-lesson.command';

interface LessonRow {
  coach_id: string;
  member_id: string | null;
  group_id: string | null;
  subscription_id: string | null;
  source: 'plan' | 'extra' | 'make-up';
  starts_at: Date;
  lessons_per_month: number | null;
}

/**
 * Moves a lesson (the back office). The coach must be free then; a member's lesson moved into another Tokyo month
 * must fit that month as a booking would: not a month the two-strike rule suspended, and a plan lesson only while
 * the month has plan lessons left. Under the member's booking lock (a group lesson: the group's and each member's),
 * so a move and a booking cannot both take the month's last lesson, nor put a member in two lessons at once.
 */
@CommandHandler(RescheduleLessonCommand)
export class RescheduleLessonHandler implements ICommandHandler<RescheduleLessonCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ lessonId, startsAt, minutes, operator }: RescheduleLessonCommand): Promise<void> {
    const em = this.em.fork();
    await assertLessonInScope(em, operator, lessonId);
    const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
    const [lesson] = await sql<LessonRow>(
      em,
      'select l.coach_id, l.member_id, l.group_id, l.subscription_id, l.source, l.starts_at, s.lessons_per_month from lessons l left join lesson_students s on s.subscription_id = l.subscription_id where l.id = ?',
      [lessonId],
    );
    const command = { type: 'RescheduleLesson' as const, data: { startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), now: new Date().toISOString() } };
    try {
      await sqlTransaction(this.em, async (tx) => {
        // The locks a booking takes, in its order (member-time.ts), before the move touches the lesson.
        if (lesson.group_id) await lockGroup(tx, lesson.group_id);
        const members = lesson.member_id ? [lesson.member_id] : lesson.group_id ? await groupMemberIds(tx, lesson.group_id) : [];
        await lockMembers(tx, members);
        await runDecider(tx, this.store, lessonStream(lessonId), lessonDecider, command, { actor: { type: 'operator', id: operator.id } }, {
          // In the move's own transaction: a refusal here undoes the move.
          alsoInTransaction: async (moved) => {
            await assertMembersFree(moved, members, startsAt, endsAt, lessonId);
            await assertCoachAvailable(moved, this.queries, lesson.coach_id, startsAt, endsAt, { includeInactive: true });
            if (lesson.member_id) await assertMonthTakesIt(moved, lessonId, lesson, startsAt);
          },
        });
      });
    } catch (error) {
      throw refusalOfOverlap(error);
    }
  }
}

async function assertMonthTakesIt(tx: EntityManager, lessonId: string, lesson: LessonRow, startsAt: Date): Promise<void> {
  const month = tokyoMonth(startsAt);
  if (month === tokyoMonth(new Date(lesson.starts_at))) return;
  const [standing] = await sql<{ suspended_at: Date | null }>(tx, 'select suspended_at from lesson_standings where member_id = ? and month = ?', [lesson.member_id, month]);
  if (standing?.suspended_at) throw domainError(LessonErrors.MONTH_SUSPENDED);
  if (lesson.source !== 'plan' || !lesson.subscription_id) return;
  const { from, to } = tokyoMonthRange(month);
  // Counted as a booking counts them (a lesson cancelled on time still used its place: it gave a make-up credit).
  const [{ count }] = await sql<{ count: string }>(
    tx,
    "select count(*) from lessons where member_id = ? and subscription_id = ? and source = 'plan' and starts_at >= ? and starts_at < ? and id <> ?",
    [lesson.member_id, lesson.subscription_id, from, to, lessonId],
  );
  if (Number(count) >= (lesson.lessons_per_month ?? 0)) throw domainError(LessonErrors.ALLOWANCE_USED_UP);
}
