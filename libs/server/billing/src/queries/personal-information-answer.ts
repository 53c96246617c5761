import type { Gender, PersonalInformation } from '@coaching/contracts';

/**
 * The saved form as `GET /api/personal_informations` answers it: the fields of `personalInformationSchema`
 * (so the form can be filled again), `agree`/`privacy` true since they were agreed at `agreed_at`.
 */
export type PersonalInformationAnswer = PersonalInformation & {
  /** ISO 8601: when the terms and the privacy policy were last agreed. */
  agreed_at: string;
  updated_at: string;
};

/** A row of `personal_informations` with dates as text: 'YYYY-MM-DD', and ISO 8601 UTC for the times. */
export interface PersonalInformationRow {
  last_name: string;
  first_name: string;
  last_name_kana: string;
  first_name_kana: string;
  phone_number: string;
  birthday: string;
  zip_code: string;
  address: string;
  gender: Gender;
  diff: boolean;
  parent_last_name: string | null;
  parent_first_name: string | null;
  parent_last_name_kana: string | null;
  parent_first_name_kana: string | null;
  parent_birthday: string | null;
  parent_gender: Gender | null;
  guardian_consent: boolean;
  agreed_at: string;
  updated_at: string;
}

export function toAnswer(row: PersonalInformationRow): PersonalInformationAnswer {
  return { ...row, agree: true, privacy: true };
}
