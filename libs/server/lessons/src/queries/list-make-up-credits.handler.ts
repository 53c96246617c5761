import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { type MakeUpCredit, tokyoMonth } from '@coaching/contracts';
import { freeMakeUpHours, type MakeUpHoursFacts, type TimeSpan } from '../domain/make-up-hours';
import { daysOffOf } from './coach-days-off-rows';
import { loadCoaches } from './coach-rows';
import { ListCoachTrialTimesQuery } from './list-coach-trial-times.query';
import { ListMakeUpCreditsQuery } from './list-make-up-credits.query';
import { coachLessonTimes, makeUpStudentAt, memberLessonTimes, monthSuspended, openMakeUpCredits } from './make-up-credit-rows';

/**
 * The member's open make-up credits, each with the free hours of the coach of its course (the plan it was booked in):
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
    const lastDeadline = new Date(Math.max(...credits.map((c) => new Date(c.make_up_by).getTime())));
    // Long enough for the longest lesson starting at the last deadline.
    const to = new Date(lastDeadline.getTime() + 24 * 3600 * 1000);
    const memberTaken = await memberLessonTimes(em, memberId, now, to);
    // Each credit is made up in its own course, with that course's coach (a member of two courses has two).
    const coachTimes = new Map<string, Promise<CoachTimes | null>>();
    const timesOf = (coachId: string) => {
      if (!coachTimes.has(coachId)) coachTimes.set(coachId, this.coachTimes(em, coachId, now, to));
      return coachTimes.get(coachId)!;
    };
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
      const student = await makeUpStudentAt(em, memberId, now, credit);
      const coach = student?.coach_id ? await timesOf(student.coach_id) : null;
      const hours = coach
        ? freeMakeUpHours({
            weeklyHours: coach.weeklyHours,
            daysOff: coach.daysOff,
            taken: [...coach.taken, ...memberTaken],
            now,
            until: new Date(credit.make_up_by),
            minutes,
            planEndsAt: new Date(student!.ends_at),
          })
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

  /** A coach's week as make-ups see it: weekly hours, days off, and what takes his time (lessons, trial seats). */
  private async coachTimes(em: EntityManager, coachId: string, now: Date, to: Date): Promise<CoachTimes | null> {
    const [coach] = await loadCoaches(em, { ids: [coachId] });
    if (!coach) return null;
    return {
      name: coach.name,
      weeklyHours: coach.weeklyHours,
      daysOff: await daysOffOf(em, coach.id, now, to),
      taken: [...(await coachLessonTimes(em, coach.id, now, to)), ...(await this.queries.execute(new ListCoachTrialTimesQuery([coach.id], now, to)))],
    };
  }
}

interface CoachTimes extends Pick<MakeUpHoursFacts, 'weeklyHours' | 'daysOff'> {
  name: string;
  taken: TimeSpan[];
}
