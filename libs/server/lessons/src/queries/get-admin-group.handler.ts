import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { AdminGroup } from '@coaching/contracts';
import { coachScopeOf } from '../commands/acting-operator';
import { listAdminGroups } from './admin-group-rows';
import { GetAdminGroupQuery } from './get-admin-group.query';

@QueryHandler(GetAdminGroupQuery)
export class GetAdminGroupHandler implements IQueryHandler<GetAdminGroupQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ operator, groupId }: GetAdminGroupQuery): Promise<AdminGroup | null> {
    const em = this.em.fork();
    const [group] = await listAdminGroups(em, this.queries, await coachScopeOf(em, operator), [groupId]);
    return group ?? null;
  }
}
