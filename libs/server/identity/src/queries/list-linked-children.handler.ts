import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { sql } from '@coaching/server-core';
import { ListLinkedChildrenQuery } from './list-linked-children.query';

@QueryHandler(ListLinkedChildrenQuery)
export class ListLinkedChildrenHandler implements IQueryHandler<ListLinkedChildrenQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ guardianId }: ListLinkedChildrenQuery): Promise<Array<{ linkId: string; memberId: string }>> {
    const rows = await sql<{ id: string; member_id: string }>(this.em.fork(), "select id, member_id from guardian_links where guardian_id = ? and status = 'active' order by accepted_at", [guardianId]);
    return rows.map((r) => ({ linkId: r.id, memberId: r.member_id }));
  }
}
