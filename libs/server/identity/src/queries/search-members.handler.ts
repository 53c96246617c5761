import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { compactSearchText, containsPattern, CONTAINS_MIN_LENGTH, prefixPattern, sql } from '@coaching/server-core';
import { SearchMembersQuery } from './search-members.query';

const NAME = "(coalesce(last_name, '') || coalesce(first_name, ''))";

@QueryHandler(SearchMembersQuery)
export class SearchMembersHandler implements IQueryHandler<SearchMembersQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ criteria, limit }: SearchMembersQuery): Promise<string[]> {
    const where: string[] = [];
    const values: unknown[] = [];
    const text = criteria.text?.trim() ?? '';
    const compact = compactSearchText(text);
    if (compact.length >= CONTAINS_MIN_LENGTH) {
      // Each is a pg_trgm index (users_email_trgm, users_name_trgm, users_discord_username_trgm).
      where.push(`email ilike ?`, `${NAME} ilike ?`, `discord_username ilike ?`);
      values.push(containsPattern(text), containsPattern(compact), containsPattern(text));
    } else if (compact.length > 0) {
      where.push(`${NAME} like ?`);
      values.push(prefixPattern(compact));
    }
    const emails = (criteria.emails ?? []).map((e) => e.toLowerCase());
    if (emails.length > 0) {
      // One per line: no address holds a line break (the parameter is one text, split here).
      where.push(`lower(email) = any(string_to_array(?, chr(10)))`);
      values.push(emails.join('\n'));
    }
    if (where.length === 0) return [];
    // A withdrawn member is found by no search (ADR 0042); support reaches the records through the payments.
    const rows = await sql<{ id: string }>(this.em.fork(), `select id from users where (${where.join(' or ')}) and withdrawn_at is null order by created_at desc, id limit ?`, [...values, limit]);
    return rows.map((row) => row.id);
  }
}
