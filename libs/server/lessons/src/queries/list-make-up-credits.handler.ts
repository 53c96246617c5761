import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { type MakeUpCredit, tokyoMonth } from '@coaching/contracts';
import { freeMakeUpHours } from '../domain/make-up-hours';
import { daysOffOf } from './coach-days-off-rows';
import { loadCoaches } from './coach-rows';
import { ListCoachTrialTimesQuery } from './list-coach-trial-times.query';
import { ListMakeUpCreditsQuery } from './list-make-up-credits.query';
import { coachLessonTimes, makeUpStudentAt, memberLessonTimes, monthSuspended, openMakeUpCredits } from './make-up-credit-rows';

/**
 * The member's open make-up credits with the free hours of their own coach (the coach of the plan running now):
 * the coach's weekly hours minus their days off (issue 30), their lessons (this context's `lessons`) and their trial seats (the trials
 * context, through `ListCoachTrialTimesQuery`, as scheduling asks it), minus the member's own lessons and the months
 * the two-strike rule closed. A hint for the member's choice: the booking checks again under the coach's time lock.
 */
@QueryHandler(ListMakeUpCreditsQuery)
export class ListMakeUpCreditsHandler implements IQueryHandler<ListMakeUpCreditsQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ memberId, now }: ListMakeUpCreditsQuery): Promise<MakeUpCredit[]> {
    const em = this.em.fork();
    const credits = await openMakeUpCredits(em, memberId, now);
    if (credits.length === 0) return [];
    const student = await makeUpStudentAt(em, memberId, now);
    const [coach] = student?.coach_id ? await loadCoaches(em, { ids: [student.coach_id] }) : [];
    const lastDeadline = new Date(Math.max(...credits.map((c) => new Date(c.make_up_by).getTime())));
    // Long enough for the longest lesson starting at the last deadline.
    const to = new Date(lastDeadline.getTime() + 24 * 3600 * 1000);
    const taken = coach
      ? [
          ...(await coachLessonTimes(em, coach.id, now, to)),
          ...(await this.queries.execute(new ListCoachTrialTimesQuery([coach.id], now, to))),
          ...(await memberLessonTimes(em, memberId, now, to)),
        ]
      : [];
    const daysOff = coach ? await daysOffOf(em, coach.id, now, to) : [];
    const suspended = new Map<string, boolean>();
    const isSuspended = async (month: string) => {
      if (!suspended.has(month)) suspended.set(month, await monthSuspended(em, memberId, month));
      return suspended.get(month)!;
    };
    const answer: MakeUpCredit[] = [];
    for (const credit of credits) {
      const startsAt = new Date(credit.starts_at);
      const endsAt = new Date(credit.ends_at);
      const minutes = Math.round((endsAt.getTime() - startsAt.getTime()) / 60_000);
      const hours = coach
        ? freeMakeUpHours({ weeklyHours: coach.weeklyHours, daysOff, taken, now, until: new Date(credit.make_up_by), minutes, planEndsAt: new Date(student!.ends_at) })
        : [];
      const open = [];
      for (const hour of hours) if (!(await isSuspended(tokyoMonth(hour.startsAt)))) open.push(hour);
      answer.push({
        lesson_id: credit.id,
        cancelled_lesson: { started_at: startsAt.toISOString(), ended_at: endsAt.toISOString() },
        make_up_by: new Date(credit.make_up_by).toISOString(),
        coach: coach ? { name: coach.name } : null,
        minutes,
        free_hours: open.map((h) => ({ started_at: h.startsAt.toISOString(), ended_at: h.endsAt.toISOString() })),
      });
    }
    return answer;
  }
}
