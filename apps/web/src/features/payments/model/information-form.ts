import { ageOn, AGE_OF_MAJORITY, MINIMUM_PARTICIPANT_AGE, type Gender, type PersonalInformation } from '@coaching/contracts';

// The student information form's values (spec §3 Personal information, §5) as the inputs hold them: text
// everywhere, '' for a gender not chosen yet, booleans for the boxes. The contracts schema turns them into
// what the API takes.

export interface InformationFormValues {
  last_name: string;
  first_name: string;
  last_name_kana: string;
  first_name_kana: string;
  phone_number: string;
  birthday: string;
  zip_code: string;
  address: string;
  gender: Gender | '';
  diff: boolean;
  parent_last_name: string;
  parent_first_name: string;
  parent_last_name_kana: string;
  parent_first_name_kana: string;
  parent_birthday: string;
  parent_gender: Gender | '';
  guardian_consent: boolean;
  agree: boolean;
  privacy: boolean;
}

export type InformationField = keyof InformationFormValues;

export const INFORMATION_FIELDS: readonly InformationField[] = [
  'last_name',
  'first_name',
  'last_name_kana',
  'first_name_kana',
  'phone_number',
  'birthday',
  'zip_code',
  'address',
  'gender',
  'diff',
  'parent_last_name',
  'parent_first_name',
  'parent_last_name_kana',
  'parent_first_name_kana',
  'parent_birthday',
  'parent_gender',
  'guardian_consent',
  'agree',
  'privacy',
];

/** A date the API answered ('2008-04-01' or a timestamp) as the date input's 'YYYY-MM-DD'. */
const dateInput = (value: string | null | undefined) => (value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : '');

/** The form's starting values: empty, or the saved information to edit. The agreements are asked again. */
export function informationDefaults(saved: PersonalInformation | null | undefined): InformationFormValues {
  return {
    last_name: saved?.last_name ?? '',
    first_name: saved?.first_name ?? '',
    last_name_kana: saved?.last_name_kana ?? '',
    first_name_kana: saved?.first_name_kana ?? '',
    phone_number: saved?.phone_number ?? '',
    birthday: dateInput(saved?.birthday),
    zip_code: saved?.zip_code ?? '',
    address: saved?.address ?? '',
    gender: saved?.gender ?? '',
    diff: saved?.diff ?? false,
    parent_last_name: saved?.parent_last_name ?? '',
    parent_first_name: saved?.parent_first_name ?? '',
    parent_last_name_kana: saved?.parent_last_name_kana ?? '',
    parent_first_name_kana: saved?.parent_first_name_kana ?? '',
    parent_birthday: dateInput(saved?.parent_birthday),
    parent_gender: saved?.parent_gender ?? '',
    guardian_consent: saved?.guardian_consent ?? false,
    agree: false,
    privacy: false,
  };
}

/**
 * Spec §5 "Minors need guardian consent": the consent box is asked for a student from 13 to 17 on `today`
 * (12 or under cannot take part at all, and the schema says so on the birthday).
 */
export function needsGuardianConsent(birthday: string, today: Date = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(birthday)) return false;
  try {
    const age = ageOn(birthday, today);
    return age >= MINIMUM_PARTICIPANT_AGE && age < AGE_OF_MAJORITY;
  } catch {
    return false;
  }
}

/** Spec §5: 'next' stays disabled until the terms and the privacy policy are both agreed. */
export const canProceed = (values: Pick<InformationFormValues, 'agree' | 'privacy'>) => values.agree && values.privacy;
