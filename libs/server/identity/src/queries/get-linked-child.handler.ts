import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { sql } from '@coaching/server-core';
import { GetLinkedChildQuery } from './get-linked-child.query';

@QueryHandler(GetLinkedChildQuery)
export class GetLinkedChildHandler implements IQueryHandler<GetLinkedChildQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ guardianId, linkId, tx }: GetLinkedChildQuery): Promise<{ memberId: string } | null> {
    const [row] = await sql<{ member_id: string }>(
      tx ?? this.em.fork(),
      `select member_id from guardian_links where id = ? and guardian_id = ? and status = 'active' and member_id is not null${tx ? ' for share' : ''}`,
      [linkId, guardianId],
    );
    return row ? { memberId: row.member_id } : null;
  }
}
