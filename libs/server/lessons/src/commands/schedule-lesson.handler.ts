import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { EXTRA_LESSON_ITEM_CODE, tokyoMonth, tokyoMonthRange } from '@coaching/contracts';
import { ListMemberItemsQuery } from '@coaching/server-billing/queries';
import { GetItemSummariesQuery } from '@coaching/server-catalogue/queries';
import { domainError, EventStore, sql, sqlTransaction } from '@coaching/server-core';
import { addOnPlanIds } from '../queries/add-on-plans';
import { chooseAllowance, type MakeUpCredit } from '../domain/lesson-allowance';
import { LessonErrors } from '../domain/lessons-errors';
import { coachScopeOf } from './acting-operator';
import { assertCoachAvailable } from './coach-availability';
import { appendScheduledLesson, refusalOfOverlap } from './lesson-writes';
import { assertMembersFree, lockMembers } from './member-time';
import { ScheduleLessonCommand } from './schedule-lesson.command';

interface StudentRow {
  subscription_id: string;
  game_id: number;
  coach_id: string | null;
  lessons_per_month: number;
}

/**
 * Books a personal lesson within the member's allowance (lesson-allowance.ts) in the coach's working hours (weekly
 * hours minus days off; staff may pass 時間外でも登録, recorded on the event's metadata). The
 * member's bookings are serialised by an advisory lock on the member, so two bookings cannot both take the last
 * lesson of a month; the coach's and the member's other lessons are refused by the database itself (the
 * projection's exclusion constraints), so two people booking one coach slot at once get one lesson, and the member's
 * group lessons under the same lock (member-time.ts).
 */
@CommandHandler(ScheduleLessonCommand)
export class ScheduleLessonHandler implements ICommandHandler<ScheduleLessonCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ memberId, startsAt, minutes, coachId: askedCoach, operator, outsideHours: asked }: ScheduleLessonCommand) {
    const lessonId = randomUUID();
    const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
    const extraLessonsBought = await this.extraLessonsBought(memberId);
    // Asked before the transaction, as the extras are (the catalogue answers on a connection of its own).
    const addOnPlans = await addOnPlanIds(this.em.fork(), this.queries, { memberId });
    try {
      await sqlTransaction(this.em, async (tx) => {
        await lockMembers(tx, [memberId]);
        const ownCoach = await coachScopeOf(tx, operator);
        // A member of two courses is a student in each: the lesson belongs to the course of the coach teaching it (the
        // one they are assigned to, else the one of the coach's game), and only then to the plan running longest. An add
        // plan is never the course while the course's own plan runs: its lessons are added to the course's (issue 34).
        const teacher = askedCoach ?? ownCoach ?? null;
        const [student] = await sql<StudentRow>(
          tx,
          `select s.subscription_id, s.game_id, s.coach_id,
                  s.lessons_per_month + coalesce((select sum(a.lessons_per_month) from lesson_students a
                     where a.member_id = s.member_id and a.game_id = s.game_id and a.subscription_id <> s.subscription_id
                       and a.plan_id = any(?::int[]) and a.starts_at <= ? and a.ends_at > ?), 0)::int as lessons_per_month
             from lesson_students s
            where s.member_id = ? and s.starts_at <= ? and s.ends_at > ?
            order by coalesce(s.coach_id = ?::uuid, false) desc, coalesce(s.game_id = (select c.game_id from coaches c where c.id = ?::uuid), false) desc,
                     s.plan_id = any(?::int[]) asc, s.ends_at desc
            limit 1`,
          [addOnPlans, startsAt, startsAt, memberId, startsAt, startsAt, teacher, teacher, addOnPlans],
        );
        // A coach books only their own students, with themselves.
        if (ownCoach && (!student || student.coach_id !== ownCoach || (askedCoach && askedCoach !== ownCoach))) throw domainError(LessonErrors.STUDENT_NOT_FOUND);
        if (!student) throw domainError(LessonErrors.NO_ACTIVE_SUBSCRIPTION);
        const coachId = askedCoach ?? student.coach_id;
        if (!coachId) throw domainError(LessonErrors.NO_COACH_ASSIGNED);
        await assertMembersFree(tx, [memberId], startsAt, endsAt);
        // Only staff override the coach's working hours: a coach keeps his own.
        const outsideHours = asked && !ownCoach;
        await assertCoachAvailable(tx, this.queries, coachId, startsAt, endsAt, { outsideHours });

        const month = tokyoMonth(startsAt);
        const { from, to } = tokyoMonthRange(month);
        const [{ count }] = await sql<{ count: string }>(
          tx,
          "select count(*) from lessons where member_id = ? and subscription_id = ? and source = 'plan' and starts_at >= ? and starts_at < ?",
          [memberId, student.subscription_id, from, to],
        );
        const credits = await sql<{ id: string; make_up_by: Date; used: boolean }>(
          tx,
          "select id, make_up_by, credit_used_by is not null as used from lessons where member_id = ? and status = 'cancelled' and make_up_by is not null",
          [memberId],
        );
        const [{ extra }] = await sql<{ extra: string }>(
          tx,
          "select count(*) as extra from lessons l join lesson_students s on s.subscription_id = l.subscription_id where l.member_id = ? and l.source = 'extra' and s.game_id = ?",
          [memberId, student.game_id],
        );
        const [standing] = await sql<{ suspended_at: Date | null }>(tx, 'select suspended_at from lesson_standings where member_id = ? and month = ?', [memberId, month]);
        const choice = chooseAllowance(
          {
            lessonsPerMonth: student.lessons_per_month,
            planLessonsInMonth: Number(count),
            extraLessonsBought: extraLessonsBought.get(student.game_id) ?? 0,
            extraLessonsBooked: Number(extra),
            credits: credits.map((c): MakeUpCredit => ({ lessonId: c.id, makeUpBy: new Date(c.make_up_by).toISOString(), used: c.used })),
            monthSuspended: Boolean(standing?.suspended_at),
          },
          startsAt,
        );
        await appendScheduledLesson(
          tx,
          this.store,
          { lessonId, kind: 'personal', memberId, groupId: null, coachId, subscriptionId: student.subscription_id, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), ...choice },
          operator.id,
          { outsideHours },
        );
      });
    } catch (error) {
      throw refusalOfOverlap(error);
    }
    return { lessonId };
  }

  /**
   * Extra lessons the member paid for, per game (billing's paid items whose catalogue code says so). Asked before
   * the booking's transaction: other contexts answer on connections of their own, and a transaction waiting for
   * one while it holds the coach's lock could starve the pool under a rush of bookings. Paid items only ever grow.
   */
  private async extraLessonsBought(memberId: string): Promise<Map<number, number>> {
    const bought = new Map<number, number>();
    const paid = await this.queries.execute(new ListMemberItemsQuery(memberId));
    if (paid.length === 0) return bought;
    const items = await this.queries.execute(new GetItemSummariesQuery(paid.map((p) => p.itemId)));
    const gameOfLessonItem = new Map(items.filter((i) => i.code === EXTRA_LESSON_ITEM_CODE).map((i) => [i.id, i.gameId]));
    for (const p of paid) {
      const gameId = gameOfLessonItem.get(p.itemId);
      if (gameId !== undefined) bought.set(gameId, (bought.get(gameId) ?? 0) + p.quantity);
    }
    return bought;
  }
}
