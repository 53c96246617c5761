import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { compactSearchText, containsPattern, CONTAINS_MIN_LENGTH, prefixPattern, referenceIdRange, sql, toKatakana } from '@coaching/server-core';
import { SearchBillingMembersQuery } from './search-billing-members.query';

const NAME = '(last_name || first_name)';
const KANA = '(last_name_kana || first_name_kana)';

@QueryHandler(SearchBillingMembersQuery)
export class SearchBillingMembersHandler implements IQueryHandler<SearchBillingMembersQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ text, limit }: SearchBillingMembersQuery): Promise<string[]> {
    const em = this.em.fork();
    const compact = compactSearchText(text.trim());
    if (!compact) return [];
    const kana = toKatakana(compact);
    const digits = compact.replace(/[-‐－ー]/g, '');
    const where: string[] = [];
    const values: unknown[] = [];
    if (compact.length >= CONTAINS_MIN_LENGTH) {
      where.push(`${NAME} ilike ?`, `${KANA} like ?`);
      values.push(containsPattern(compact), containsPattern(kana));
    } else {
      where.push(`${NAME} like ?`, `${KANA} like ?`);
      values.push(prefixPattern(compact), prefixPattern(kana));
    }
    if (/^[0-9]+$/.test(digits) && digits.length >= CONTAINS_MIN_LENGTH) {
      where.push('phone_number like ?');
      values.push(containsPattern(digits));
    }
    const found = await sql<{ id: string }>(em, `select user_id as id from personal_informations where ${where.join(' or ')} order by updated_at desc limit ?`, [...values, limit]);

    const range = referenceIdRange(compact);
    const byOrder = range
      ? await sql<{ id: string }>(em, 'select distinct user_id as id from payments where id between ?::uuid and ?::uuid limit ?', [range.from, range.to, limit])
      : [];
    const byProviderOrder = await sql<{ id: string }>(
      em,
      'select p.user_id as id from payment_charges c join payments p on p.id = c.payment_id where c.provider_order_id = ?',
      [text.trim()],
    );
    return [...new Set([...byOrder, ...byProviderOrder, ...found].map((row) => row.id))].slice(0, limit);
  }
}
