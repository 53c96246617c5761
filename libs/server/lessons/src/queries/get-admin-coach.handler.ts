import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { AdminCoach } from '@coaching/contracts';
import { coachScopeOf } from '../commands/acting-operator';
import { listAdminCoaches } from './admin-lesson-rows';
import { GetAdminCoachQuery } from './get-admin-coach.query';

@QueryHandler(GetAdminCoachQuery)
export class GetAdminCoachHandler implements IQueryHandler<GetAdminCoachQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ operator, coachId }: GetAdminCoachQuery): Promise<AdminCoach | null> {
    const em = this.em.fork();
    const scope = await coachScopeOf(em, operator);
    if (scope && scope !== coachId) return null;
    const [coach] = await listAdminCoaches(em, this.queries, scope, { id: coachId });
    return coach ?? null;
  }
}
