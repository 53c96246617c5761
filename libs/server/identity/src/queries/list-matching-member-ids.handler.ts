import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { escapeLike, sql } from '@coaching/server-core';
import { ListMatchingMemberIdsQuery } from './list-matching-member-ids.query';

@QueryHandler(ListMatchingMemberIdsQuery)
export class ListMatchingMemberIdsHandler implements IQueryHandler<ListMatchingMemberIdsQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ text, limit }: ListMatchingMemberIdsQuery): Promise<string[]> {
    const like = `%${escapeLike(text)}%`;
    const compact = `%${escapeLike(text.replace(/\s/g, ''))}%`;
    // The expressions of users_email_trgm and users_name_trgm (migration 20261126110001): pg_trgm narrows a text of three
    // characters or more; a shorter one reads every row.
    const rows = await sql<{ id: string }>(
      this.em.fork(),
      "select id from users where (email ilike ? or coalesce(last_name, '') || coalesce(first_name, '') ilike ?) and withdrawn_at is null limit ?",
      [like, compact, limit],
    );
    return rows.map((r) => r.id);
  }
}
