import type { MemberGroup } from '@coaching/contracts';
import useSWR from 'swr';
import { http } from '../../../lib/http';
import { groupsKey } from '../model/course-lessons';

/** GET /api/groups: the groups the member belongs to, with their members (spec §3 Group); with `gameId`, that course's. */
export async function getGroups(signal?: AbortSignal, gameId?: number): Promise<MemberGroup[]> {
  return (await http.get<{ data: MemberGroup[] }>(groupsKey(gameId), signal)).data;
}

export function useGroups(gameId?: number) {
  return useSWR<MemberGroup[], unknown>(groupsKey(gameId), () => getGroups(undefined, gameId));
}
