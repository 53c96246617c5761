import type { CurrentUser, ProfileUpdate } from '@coaching/contracts';
import useSWRMutation from 'swr/mutation';
import { apiFormRequest, ensureCsrfCookie } from '../../../lib/http';

export const PROFILE_ENDPOINT = '/api/profile';

export interface ProfileUpdateInput extends ProfileUpdate {
  /** A new photo; absent keeps the current one. */
  profile_photo?: File | null;
}

/** The multipart body: PUT over POST (`_method`), the text fields, and the photo only when one was chosen. */
export function profileFormData(input: ProfileUpdateInput): FormData {
  const form = new FormData();
  form.append('_method', 'PUT');
  form.append('last_name', input.last_name);
  form.append('first_name', input.first_name);
  form.append('email', input.email);
  if (input.discord_id) form.append('discord_id', input.discord_id);
  if (input.profile_photo) form.append('profile_photo', input.profile_photo, input.profile_photo.name);
  return form;
}

/** POST /api/profile (`_method=PUT`, multipart) → 200 `{ message, data: CurrentUser }`; 422 `{ message, errors }`. */
export async function updateProfile(input: ProfileUpdateInput): Promise<{ message?: string; data: CurrentUser }> {
  await ensureCsrfCookie();
  return apiFormRequest<{ message?: string; data: CurrentUser }>(PROFILE_ENDPOINT, profileFormData(input));
}

export function useUpdateProfile() {
  return useSWRMutation(PROFILE_ENDPOINT, (_url: string, { arg }: { arg: ProfileUpdateInput }) => updateProfile(arg));
}
