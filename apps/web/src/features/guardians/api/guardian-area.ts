import type { GuardianCampApplication, GuardianPreferences } from '@coaching/contracts';
import useSWR from 'swr';
import { ensureCsrfCookie, http, type DataEnvelope } from '../../../lib/http';

// The guardian area's slice 3 (issue 31, ADR 0047): the camp applications of the guardian's address and their
// preferences (the weekly summary mail).

export const GUARDIAN_CAMP_ENDPOINT = '/api/guardian/camp-applications';
export const GUARDIAN_PREFERENCES_ENDPOINT = '/api/guardian/preferences';

/** GET /api/guardian/camp-applications: the camp applications made with the guardian's address, newest first. */
export function useGuardianCampApplications() {
  return useSWR<GuardianCampApplication[], unknown>(GUARDIAN_CAMP_ENDPOINT, async (url: string) => (await http.get<DataEnvelope<GuardianCampApplication[]>>(url)).data);
}

/** GET /api/guardian/preferences: the weekly summary is off until the guardian turns it on. */
export function useGuardianPreferences() {
  return useSWR<GuardianPreferences, unknown>(GUARDIAN_PREFERENCES_ENDPOINT, async (url: string) => (await http.get<DataEnvelope<GuardianPreferences>>(url)).data);
}

/** PUT /api/guardian/preferences → the preferences saved and the server's message. */
export async function saveGuardianPreferences(preferences: GuardianPreferences): Promise<{ data: GuardianPreferences; message: string }> {
  await ensureCsrfCookie();
  return http.put<{ data: GuardianPreferences; message: string }>(GUARDIAN_PREFERENCES_ENDPOINT, preferences);
}
