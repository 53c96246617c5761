import type { KarteEntry } from '@coaching/contracts';
import useSWR from 'swr';
import { http } from '../../../lib/http';
import { lessonsApi } from './endpoints';

/** GET /api/karte: the coaches' notes after the member's lessons, newest first. */
export async function getKarte(signal?: AbortSignal): Promise<KarteEntry[]> {
  return (await http.get<{ data: KarteEntry[] }>(lessonsApi.karte, signal)).data;
}

export function useKarte() {
  return useSWR<KarteEntry[], unknown>(lessonsApi.karte, () => getKarte());
}
