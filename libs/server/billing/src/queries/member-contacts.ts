import type { QueryBus } from '@nestjs/cqrs';
import { GetMemberContactsQuery, ListMatchingMemberIdsQuery, type MemberContact } from '@coaching/server-identity/queries';

/** The contacts of these members by id, from identity's published query; unknown ids are left out. */
export async function memberContactsOf(queries: QueryBus, memberIds: readonly string[]): Promise<Map<string, MemberContact>> {
  const contacts = await queries.execute(new GetMemberContactsQuery(memberIds));
  return new Map(contacts.map((contact) => [contact.memberId, contact]));
}

/** Members whose e-mail or name contains what was typed in a search box (identity's published query), at most `limit`. */
export const membersMatching = (queries: QueryBus, text: string, limit: number): Promise<string[]> => queries.execute(new ListMatchingMemberIdsQuery(text, limit));
