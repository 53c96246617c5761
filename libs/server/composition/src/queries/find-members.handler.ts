import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { AdminMemberRow } from '@coaching/contracts';
import { SearchBillingMembersQuery } from '@coaching/server-billing/queries';
import { FindCampApplicationsQuery } from '@coaching/server-camp/queries';
import { GetMemberProfilesQuery, SearchMembersQuery } from '@coaching/server-identity/queries';
import { FindMembersQuery, MEMBER_SEARCH_CAP } from './find-members.query';
import { memberRowsOf } from './member-rows';

@QueryHandler(FindMembersQuery)
export class FindMembersHandler implements IQueryHandler<FindMembersQuery> {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  async execute({ criteria, range }: FindMembersQuery): Promise<{ rows: AdminMemberRow[]; total: number }> {
    const ids = criteria.ids ? [...criteria.ids] : await this.matching(criteria.q?.trim() ?? '');
    if (ids.length === 0) return { rows: [], total: 0 };
    // One primary-key read of at most MEMBER_SEARCH_CAP members, so the pages follow one order (newest first).
    // A withdrawn member appears in no search or list (ADR 0042), whichever context matched them (an order number).
    const profiles = (await this.queries.execute(new GetMemberProfilesQuery(ids))).filter((p) => p.status !== 'withdrawn').sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.id.localeCompare(b.id));
    const page = profiles.slice(range.start, range.end + 1);
    return { rows: await memberRowsOf(this.queries, page), total: profiles.length };
  }

  /** Everyone a context says matches: identity (e-mail, name, Discord), billing (kana, phone, orders), camp (application numbers, by the parent's e-mail). */
  private async matching(q: string): Promise<string[]> {
    if (!q) return [];
    const [byIdentity, byBilling, campApplications] = await Promise.all([
      this.queries.execute(new SearchMembersQuery({ text: q }, MEMBER_SEARCH_CAP)),
      this.queries.execute(new SearchBillingMembersQuery(q, MEMBER_SEARCH_CAP)),
      this.queries.execute(new FindCampApplicationsQuery({ reference: q }, 20)),
    ]);
    const campEmails = [...new Set(campApplications.map((a) => a.email))];
    const byCamp = campEmails.length ? await this.queries.execute(new SearchMembersQuery({ emails: campEmails }, MEMBER_SEARCH_CAP)) : [];
    return [...new Set([...byIdentity, ...byBilling, ...byCamp])].slice(0, MEMBER_SEARCH_CAP);
  }
}
