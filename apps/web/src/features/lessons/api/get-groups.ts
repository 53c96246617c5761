import type { MemberGroup } from '@coaching/contracts';
import useSWR from 'swr';
import { http } from '../../../lib/http';
import { lessonsApi } from './endpoints';

/** GET /api/groups: the groups the member belongs to, with their members (spec §3 Group). */
export async function getGroups(signal?: AbortSignal): Promise<MemberGroup[]> {
  return (await http.get<{ data: MemberGroup[] }>(lessonsApi.groups, signal)).data;
}

export function useGroups() {
  return useSWR<MemberGroup[], unknown>(lessonsApi.groups, () => getGroups());
}
