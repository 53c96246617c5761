// What tests on either side of the wire send as a plausible member: one copy, checked against the contract it fills.
import type { PersonalInformationInput } from '../personal-information';

/** An adult student's personal information (no guardian), as the form sends it: `POST /api/personal_informations`. */
export const ADULT_STUDENT = {
  last_name: '山田',
  first_name: '太郎',
  last_name_kana: 'ヤマダ',
  first_name_kana: 'タロウ',
  phone_number: '090-1234-5678',
  birthday: '1990-04-01',
  zip_code: '100-0005',
  address: '東京都千代田区丸の内1-1-1',
  gender: 'male',
  diff: false,
  agree: true,
  privacy: true,
} as const satisfies PersonalInformationInput;
