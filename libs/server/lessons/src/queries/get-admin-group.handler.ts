import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AdminGroup } from '@coaching/contracts';
import { MemberDirectory } from '@coaching/server-core';
import { coachScopeOf } from '../commands/acting-operator';
import { listAdminGroups } from './admin-group-rows';
import { GetAdminGroupQuery } from './get-admin-group.query';

@QueryHandler(GetAdminGroupQuery)
export class GetAdminGroupHandler implements IQueryHandler<GetAdminGroupQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(MemberDirectory) private readonly members: MemberDirectory,
  ) {}

  async execute({ operator, groupId }: GetAdminGroupQuery): Promise<AdminGroup | null> {
    const em = this.em.fork();
    const [group] = await listAdminGroups(em, this.members, await coachScopeOf(em, operator), [groupId]);
    return group ?? null;
  }
}
