import type { MemberCoach, MemberCoachAnswer } from '@coaching/contracts';
import useSWR from 'swr';
import { http } from '../../../lib/http';
import { lessonsApi } from './endpoints';

/** GET /api/coach: the coach of the member's current plan; null before support assigns one. */
export async function getCoach(): Promise<MemberCoach | null> {
  return (await http.get<MemberCoachAnswer>(lessonsApi.coach)).data;
}

/** Keyed by the course mypage shows, so switching course reads that course's coach. */
export function useCoach(course: string) {
  return useSWR<MemberCoach | null, unknown>([lessonsApi.coach, course], () => getCoach());
}
