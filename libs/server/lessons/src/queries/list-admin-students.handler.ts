import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AdminStudent } from '@coaching/contracts';
import { MemberDirectory } from '@coaching/server-core';
import { coachScopeOf } from '../commands/acting-operator';
import { listAdminStudents } from './admin-lesson-rows';
import { ListAdminStudentsQuery } from './list-admin-students.query';

@QueryHandler(ListAdminStudentsQuery)
export class ListAdminStudentsHandler implements IQueryHandler<ListAdminStudentsQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(MemberDirectory) private readonly members: MemberDirectory,
  ) {}

  async execute({ operator, criteria }: ListAdminStudentsQuery): Promise<{ rows: AdminStudent[]; total: number }> {
    const em = this.em.fork();
    return listAdminStudents(em, this.members, await coachScopeOf(em, operator), criteria);
  }
}
