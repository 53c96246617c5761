import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { loadCoaches } from './coach-rows';
import { type CoachSummary, ListCoachesQuery } from './list-coaches.query';

@QueryHandler(ListCoachesQuery)
export class ListCoachesHandler implements IQueryHandler<ListCoachesQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ filter }: ListCoachesQuery): Promise<CoachSummary[]> {
    const coaches = await loadCoaches(this.em.fork(), filter);
    return coaches.map(({ id, code, name, gameId, isActive, operatorId, weeklyHours }) => ({ id, code, name, gameId, isActive, operatorId, weeklyHours }));
  }
}
