import type { GuardianChild, GuardianLinkView } from '@coaching/contracts';
import useSWR from 'swr';
import { ensureCsrfCookie, http, type DataEnvelope } from '../../../lib/http';

/** Which side of a link the signed-in account is (issue 31): a student (member area) or a guardian (guardian area). */
export type LinkSide = 'member' | 'guardian';

const LINKS_ENDPOINT: Record<LinkSide, string> = { member: '/api/guardian-links', guardian: '/api/guardian/links' };
export const GUARDIAN_CHILDREN_ENDPOINT = '/api/guardian/children';

/** GET the side's links: every link naming the account, and pending invitations to its address. */
export function useGuardianLinks(side: LinkSide) {
  return useSWR<GuardianLinkView[], unknown>(LINKS_ENDPOINT[side], async (url: string) => (await http.get<DataEnvelope<GuardianLinkView[]>>(url)).data);
}

/** GET /api/guardian/children: the children linked now, with courses, next lesson and this month's attendance. */
export function useGuardianChildren() {
  return useSWR<GuardianChild[], unknown>(GUARDIAN_CHILDREN_ENDPOINT, async (url: string) => (await http.get<DataEnvelope<GuardianChild[]>>(url)).data);
}

/** A student invites a guardian's address, or a guardian adds a child's: the invitation mail goes out. */
export async function inviteByEmail(side: LinkSide, email: string): Promise<string> {
  await ensureCsrfCookie();
  return (await http.post<{ message: string }>(LINKS_ENDPOINT[side], { email })).message;
}

/** The invited side accepts, or either side ends (declines, withdraws) a link. */
export async function actOnLink(side: LinkSide, id: string, action: 'accept' | 'end'): Promise<string> {
  await ensureCsrfCookie();
  return (await http.post<{ message: string }>(`${LINKS_ENDPOINT[side]}/${encodeURIComponent(id)}/${action}`)).message;
}


/** The student, 18 now, answers whether a link a guardian consented to continues (`false` ends it). */
export async function answerAsAdult(id: string, continues: boolean): Promise<string> {
  await ensureCsrfCookie();
  return (await http.post<{ message: string }>(`${LINKS_ENDPOINT.member}/${encodeURIComponent(id)}/adult-answer`, { continue: continues })).message;
}
