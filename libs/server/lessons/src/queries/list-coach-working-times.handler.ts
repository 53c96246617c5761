import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { dayOffSpan, workingSpans } from '../domain/working-hours';
import { coachDaysOff } from './coach-days-off-rows';
import { loadCoaches } from './coach-rows';
import { type CoachWorkingTime, ListCoachWorkingTimesQuery } from './list-coach-working-times.query';

@QueryHandler(ListCoachWorkingTimesQuery)
export class ListCoachWorkingTimesHandler implements IQueryHandler<ListCoachWorkingTimesQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ coachIds, from, to, within }: ListCoachWorkingTimesQuery): Promise<CoachWorkingTime[]> {
    if (coachIds.length === 0) return [];
    const em = within ?? this.em.fork();
    const coaches = await loadCoaches(em, { ids: coachIds, includeInactive: true });
    const daysOff = await coachDaysOff(em, coachIds, from, to);
    return coaches.map((coach) => {
      const days = (daysOff.get(coach.id) ?? []).map((d) => d.day);
      return { coachId: coach.id, working: workingSpans(coach.weeklyHours, days, from, to), daysOff: days.map(dayOffSpan) };
    });
  }
}
