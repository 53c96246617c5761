import { z } from 'zod';
import { TIME_ZONE } from './constants';

// The student information form of /payments/information (spec §3 Personal information, §5): the student,
// and the purchaser when someone else (a parent) pays. `POST /api/personal_informations`.

/** Spec §9: a person aged 12 or under cannot take part. */
export const MINIMUM_PARTICIPANT_AGE = 13;
/** The age of majority in Japan (民法 §4, since 2022): below it a student needs a guardian's consent (spec §5). */
export const AGE_OF_MAJORITY = 18;
export const PERSON_NAME_MAX_LENGTH = 50;
export const ADDRESS_MAX_LENGTH = 255;

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Readonly<Record<Gender, string>> = { male: '男性', female: '女性', other: 'その他' };

export const PersonalInformationMessages = {
  lastNameRequired: '姓を入力して下さい',
  firstNameRequired: '名を入力して下さい',
  lastNameKanaRequired: 'セイ（フリガナ）を入力して下さい',
  firstNameKanaRequired: 'メイ（フリガナ）を入力して下さい',
  nameTooLong: `名前は${PERSON_NAME_MAX_LENGTH}文字以内で入力してください。`,
  kanaInvalid: 'フリガナは全角カタカナで入力してください。',
  phoneRequired: '電話番号を入力して下さい',
  phoneInvalid: '電話番号は0から始まる10〜11桁の数字で入力してください（ハイフンは省略できます）。',
  birthdayRequired: '生年月日を入力して下さい',
  birthdayInvalid: '生年月日を正しく入力してください。',
  birthdayInFuture: '生年月日に未来の日付は入力できません。',
  tooYoung: '12歳以下の方はご受講いただけません。',
  zipRequired: '郵便番号を入力して下さい',
  zipInvalid: '郵便番号は7桁の数字で入力してください（ハイフンは省略できます）。',
  addressRequired: '住所を入力して下さい',
  addressTooLong: `住所は${ADDRESS_MAX_LENGTH}文字以内で入力してください。`,
  genderRequired: '性別を選択して下さい',
  parentLastNameRequired: 'ご購入者の姓を入力して下さい',
  parentFirstNameRequired: 'ご購入者の名を入力して下さい',
  parentLastNameKanaRequired: 'ご購入者のセイ（フリガナ）を入力して下さい',
  parentFirstNameKanaRequired: 'ご購入者のメイ（フリガナ）を入力して下さい',
  parentBirthdayRequired: 'ご購入者の生年月日を入力して下さい',
  parentNotAdult: 'ご購入者は18歳以上の方に限ります。',
  parentGenderRequired: 'ご購入者の性別を選択して下さい',
  guardianConsentRequired: '未成年の方は保護者の同意が必要です。',
  agreeRequired: '利用規約に同意してください。',
  privacyRequired: 'プライバシーポリシーに同意してください。',
  saved: '受講者情報を登録しました。',
  saveFailed: '受講者情報の登録に失敗しました。',
} as const;

const m = PersonalInformationMessages;

// ---- Dates and ages, in Japan ----

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date 'YYYY-MM-DD' that exists (no 2023-02-29), as [year, month, day]; null otherwise. */
function parseDate(text: string): [number, number, number] | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return [year, month, day];
}

/** Today's date in Japan, whatever the time zone of the machine. */
function tokyoDate(now: Date): [number, number, number] {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return [part('year'), part('month'), part('day')];
}

/**
 * Completed years on `today` (in Japan) of someone born on `birthday` ('YYYY-MM-DD'). One born on 29 February
 * turns a year older on 1 March in other years, as Japanese law counts it (年齢計算ニ関スル法律).
 * Throws a RangeError for a date that does not exist.
 */
export function ageOn(birthday: string, today: Date): number {
  const born = parseDate(birthday);
  if (!born) throw new RangeError(`not a date: ${birthday}`);
  const [year, month, day] = tokyoDate(today);
  const hadBirthday = month > born[1] || (month === born[1] && day >= born[2]);
  return year - born[0] - (hadBirthday ? 0 : 1);
}

/** Under 18 on `today` in Japan: needs a guardian's consent (spec §5). */
export function isMinor(birthday: string, today: Date): boolean {
  return ageOn(birthday, today) < AGE_OF_MAJORITY;
}

const isFuture = (birthday: string, today: Date) => {
  const born = parseDate(birthday)!;
  const [year, month, day] = tokyoDate(today);
  return born[0] * 10_000 + born[1] * 100 + born[2] > year * 10_000 + month * 100 + day;
};

// ---- Normalising what members type ----

/** Full-width digits and the dashes Japanese keyboards produce, as ASCII, so '０９０ー１２３４ー５６７８' reads as a phone number. */
function toAsciiDigits(text: string): string {
  return text.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0)).replace(/[‐‑‒–—―−－ー]/g, '-');
}

/** Full-width katakana (ヴ and small kana included), the long-vowel mark, and spaces between names. */
export const KATAKANA = /^[ァ-ヶー \u3000]+$/;

const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max, { error: tooLong, abort: true });

const name = (required: string) => requiredText(required, PERSON_NAME_MAX_LENGTH, m.nameTooLong);
const kana = (required: string) => name(required).regex(KATAKANA, { error: m.kanaInvalid });

/** A Japanese phone number (10 or 11 digits from 0, full-width digits and dashes accepted), answered without dashes. */
export const phoneNumberField = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .transform(toAsciiDigits)
    .pipe(
      z
        .string()
        .regex(/^\d+(-\d+)*$/, { error: m.phoneInvalid, abort: true })
        .transform((text) => text.replace(/-/g, ''))
        .pipe(z.string().regex(/^0\d{9,10}$/, { error: m.phoneInvalid })),
    );

const phoneNumber = phoneNumberField(m.phoneRequired);

const zipCode = z
  .string({ error: m.zipRequired })
  .trim()
  .min(1, { error: m.zipRequired, abort: true })
  .transform(toAsciiDigits)
  .pipe(z.string().regex(/^(\d{7}|\d{3}-\d{4})$/, { error: m.zipInvalid }).transform((text) => text.replace('-', '')));

/** A birthday: a real date, not after today in Japan, not before 1900. */
const birthday = (required: string, today: Date) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .refine((text) => parseDate(text) !== null && text >= '1900-01-01', { error: m.birthdayInvalid, abort: true })
    .refine((text) => !isFuture(text, today), { error: m.birthdayInFuture, abort: true });

const gender = (required: string) => z.enum(GENDERS, { error: required });

/** Checkboxes arrive as booleans from JSON, or '1'/'true' from a form. */
// A box left unticked is often not sent at all: `default(false)` says so to the OpenAPI document too (a bare preprocess
// reads as a required field there, and Prism refused a form without `guardian_consent` that the api accepts).
const checkbox = z.preprocess((value) => value === true || value === 1 || value === '1' || value === 'true', z.boolean()).default(false);
const mustTick = (message: string) => z.preprocess((value) => value === true || value === 1 || value === '1' || value === 'true', z.literal(true, { error: message }));

/**
 * The form (spec §5): the student's names, kana, phone, birthday, postal code, address and gender; the
 * purchaser's when `diff` (someone else pays); the terms and the privacy policy both agreed. A student
 * aged 12 or under is refused (spec §9); a minor needs `guardian_consent`. The purchaser must be an adult.
 * Phone numbers and postal codes are answered as digits only; without `diff` the purchaser fields are null.
 */
export function personalInformationSchema(today: Date = new Date()) {
  const purchaser = z.object({
    parent_last_name: name(m.parentLastNameRequired),
    parent_first_name: name(m.parentFirstNameRequired),
    parent_last_name_kana: kana(m.parentLastNameKanaRequired),
    parent_first_name_kana: kana(m.parentFirstNameKanaRequired),
    parent_birthday: birthday(m.parentBirthdayRequired, today).refine((text) => !isMinor(text, today), { error: m.parentNotAdult }),
    parent_gender: gender(m.parentGenderRequired),
  });

  return z
    .object({
      last_name: name(m.lastNameRequired),
      first_name: name(m.firstNameRequired),
      last_name_kana: kana(m.lastNameKanaRequired),
      first_name_kana: kana(m.firstNameKanaRequired),
      phone_number: phoneNumber,
      birthday: birthday(m.birthdayRequired, today).refine((text) => ageOn(text, today) >= MINIMUM_PARTICIPANT_AGE, { error: m.tooYoung }),
      zip_code: zipCode,
      address: requiredText(m.addressRequired, ADDRESS_MAX_LENGTH, m.addressTooLong),
      gender: gender(m.genderRequired),
      diff: checkbox,
      // Read only when `diff`, by `purchaser` below.
      parent_last_name: z.unknown().optional(),
      parent_first_name: z.unknown().optional(),
      parent_last_name_kana: z.unknown().optional(),
      parent_first_name_kana: z.unknown().optional(),
      parent_birthday: z.unknown().optional(),
      parent_gender: z.unknown().optional(),
      guardian_consent: checkbox,
      agree: mustTick(m.agreeRequired),
      privacy: mustTick(m.privacyRequired),
    })
    // A refinement, not a transform, told to run even when other fields failed: the form shows every message at once.
    .superRefine(
      (form, ctx) => {
        if (form.diff === true) {
          const parsed = purchaser.safeParse(form);
          if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
        }
        const student = typeof form.birthday === 'string' ? form.birthday : '';
        // Only for a student old enough to take part at all: a younger one is already refused.
        const age = parseDate(student) ? ageOn(student, today) : null;
        if (age !== null && age >= MINIMUM_PARTICIPANT_AGE && age < AGE_OF_MAJORITY && form.guardian_consent !== true) {
          ctx.addIssue({ code: 'custom', path: ['guardian_consent'], message: m.guardianConsentRequired });
        }
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    )
    .transform((form) => {
      const parent = form.diff ? purchaser.parse(form) : null;
      return {
        last_name: form.last_name,
        first_name: form.first_name,
        last_name_kana: form.last_name_kana,
        first_name_kana: form.first_name_kana,
        phone_number: form.phone_number,
        birthday: form.birthday,
        zip_code: form.zip_code,
        address: form.address,
        gender: form.gender,
        diff: form.diff,
        parent_last_name: parent?.parent_last_name ?? null,
        parent_first_name: parent?.parent_first_name ?? null,
        parent_last_name_kana: parent?.parent_last_name_kana ?? null,
        parent_first_name_kana: parent?.parent_first_name_kana ?? null,
        parent_birthday: parent?.parent_birthday ?? null,
        parent_gender: parent?.parent_gender ?? null,
        guardian_consent: form.guardian_consent,
        agree: form.agree,
        privacy: form.privacy,
      };
    });
}

export type PersonalInformationInput = z.input<ReturnType<typeof personalInformationSchema>>;
export type PersonalInformation = z.output<ReturnType<typeof personalInformationSchema>>;
