import { GENDER_LABELS, PersonalInformationMessages, ageOn, isMinor, personalInformationSchema } from './personal-information';
import { ADULT_STUDENT } from './testing';
import { toFieldErrors } from './validation';

const m = PersonalInformationMessages;
// 2026-11-22 08:00 in Japan (23:00 UTC the day before).
const today = new Date('2026-11-21T23:00:00Z');
// The adult every test sends, with a name to trim.
const adult = { ...ADULT_STUDENT, last_name: ' 山田 ' };
const parent = {
  parent_last_name: '山田',
  parent_first_name: '花子',
  parent_last_name_kana: 'ヤマダ',
  parent_first_name_kana: 'ハナコ',
  parent_birthday: '1980-01-15',
  parent_gender: 'female',
};
const schema = personalInformationSchema(today);
const errorsOf = (input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : toFieldErrors(result.error);
};

describe('personalInformationSchema', () => {
  it('accepts an adult student, trims and normalises, and answers no purchaser', () => {
    expect(schema.parse(adult)).toEqual({
      last_name: '山田',
      first_name: '太郎',
      last_name_kana: 'ヤマダ',
      first_name_kana: 'タロウ',
      phone_number: '09012345678',
      birthday: '1990-04-01',
      zip_code: '1000005',
      address: '東京都千代田区丸の内1-1-1',
      gender: 'male',
      diff: false,
      parent_last_name: null,
      parent_first_name: null,
      parent_last_name_kana: null,
      parent_first_name_kana: null,
      parent_birthday: null,
      parent_gender: null,
      guardian_consent: false,
      agree: true,
      privacy: true,
    });
  });

  it('answers every missing field at once', () => {
    expect(errorsOf({})).toEqual({
      last_name: [m.lastNameRequired],
      first_name: [m.firstNameRequired],
      last_name_kana: [m.lastNameKanaRequired],
      first_name_kana: [m.firstNameKanaRequired],
      phone_number: [m.phoneRequired],
      birthday: [m.birthdayRequired],
      zip_code: [m.zipRequired],
      address: [m.addressRequired],
      gender: [m.genderRequired],
      agree: [m.agreeRequired],
      privacy: [m.privacyRequired],
    });
  });

  it('accepts kana in full-width katakana with the long-vowel mark and spaces only', () => {
    expect(errorsOf({ ...adult, last_name_kana: 'ヴァーチャル　ユー', first_name_kana: 'ジョー' })).toEqual({});
    expect(errorsOf({ ...adult, last_name_kana: 'やまだ', first_name_kana: 'ﾀﾛｳ' })).toEqual({ last_name_kana: [m.kanaInvalid], first_name_kana: [m.kanaInvalid] });
    expect(m.kanaInvalid).toBe('フリガナは全角カタカナで入力してください。');
  });

  it.each([
    ['０９０－１２３４－５６７８', '09012345678'],
    ['0312345678', '0312345678'],
    ['03-1234-5678', '0312345678'],
  ])('reads the phone number %p as %p', (phone_number, digits) => expect(schema.parse({ ...adult, phone_number }).phone_number).toBe(digits));

  it.each([['090-1234-56'], ['090123456789'], ['9012345678'], ['090--1234-5678'], ['+81-90-1234-5678'], ['abc']])('refuses the phone number %p', (phone_number) => {
    expect(errorsOf({ ...adult, phone_number })).toEqual({ phone_number: [m.phoneInvalid] });
  });

  it('reads a postal code with or without its hyphen, and refuses anything else', () => {
    expect(schema.parse({ ...adult, zip_code: '１００－０００５' }).zip_code).toBe('1000005');
    expect(schema.parse({ ...adult, zip_code: '1000005' }).zip_code).toBe('1000005');
    for (const zip_code of ['100-00050', '10-00005', '100000', 'abcdefg']) expect(errorsOf({ ...adult, zip_code })).toEqual({ zip_code: [m.zipInvalid] });
  });

  it('refuses a birthday that is not a real date or lies in the future in Japan', () => {
    expect(errorsOf({ ...adult, birthday: '2001-02-29' })).toEqual({ birthday: [m.birthdayInvalid] });
    expect(errorsOf({ ...adult, birthday: '1990/04/01' })).toEqual({ birthday: [m.birthdayInvalid] });
    expect(errorsOf({ ...adult, birthday: '1899-12-31' })).toEqual({ birthday: [m.birthdayInvalid] });
    expect(errorsOf({ ...adult, birthday: '2026-11-23' })).toEqual({ birthday: [m.birthdayInFuture] });
  });

  it('refuses a student aged 12 or under (spec §9), from the 13th birthday on accepts with consent', () => {
    expect(errorsOf({ ...adult, birthday: '2013-11-23' })).toEqual({ birthday: [m.tooYoung] });
    expect(errorsOf({ ...adult, birthday: '2013-11-22', guardian_consent: true })).toEqual({});
    // Today in Japan is the 22nd although UTC still reads the 21st.
    expect(ageOn('2013-11-22', today)).toBe(13);
  });

  it('asks a minor for the guardian consent (spec §5)', () => {
    expect(errorsOf({ ...adult, birthday: '2010-01-01' })).toEqual({ guardian_consent: ['未成年の方は保護者の同意が必要です。'] });
    expect(errorsOf({ ...adult, birthday: '2010-01-01', guardian_consent: '1' })).toEqual({});
    expect(errorsOf({ ...adult, birthday: '2008-11-22' })).toEqual({});
  });

  it('requires the purchaser, an adult, when someone else pays', () => {
    expect(errorsOf({ ...adult, diff: true })).toEqual({
      parent_last_name: [m.parentLastNameRequired],
      parent_first_name: [m.parentFirstNameRequired],
      parent_last_name_kana: [m.parentLastNameKanaRequired],
      parent_first_name_kana: [m.parentFirstNameKanaRequired],
      parent_birthday: [m.parentBirthdayRequired],
      parent_gender: [m.parentGenderRequired],
    });
    expect(errorsOf({ ...adult, diff: true, ...parent, parent_last_name_kana: '山田', parent_birthday: '2010-01-01' })).toEqual({
      parent_last_name_kana: [m.kanaInvalid],
      parent_birthday: [m.parentNotAdult],
    });
    const parsed = schema.parse({ ...adult, diff: 'true', ...parent, parent_last_name: ' 山田 ' });
    expect(parsed).toMatchObject({ diff: true, ...parent });
  });

  it('shows the purchaser messages along with the student messages', () => {
    const errors = errorsOf({ ...adult, gender: 'x', agree: false, diff: true });
    expect(errors.gender).toEqual([m.genderRequired]);
    expect(errors.agree).toEqual([m.agreeRequired]);
    expect(errors.parent_last_name).toEqual([m.parentLastNameRequired]);
  });

  it('ignores purchaser fields when the student pays', () => {
    expect(schema.parse({ ...adult, ...parent, parent_birthday: 'nonsense' }).parent_birthday).toBeNull();
  });

  it('needs both the terms and the privacy policy agreed', () => {
    expect(errorsOf({ ...adult, agree: false, privacy: '0' })).toEqual({ agree: [m.agreeRequired], privacy: [m.privacyRequired] });
  });

  it('refuses over-long names and addresses', () => {
    expect(errorsOf({ ...adult, last_name: 'あ'.repeat(51), address: 'あ'.repeat(256) })).toEqual({ last_name: [m.nameTooLong], address: [m.addressTooLong] });
  });
});

describe('ageOn and isMinor', () => {
  it.each([
    ['2008-11-22', 18, false],
    ['2008-11-23', 17, true],
    ['1990-04-01', 36, false],
  ])('born %p is %p on 2026-11-22 in Japan (minor: %p)', (birthday, age, minor) => {
    expect(ageOn(birthday, today)).toBe(age);
    expect(isMinor(birthday, today)).toBe(minor);
  });

  it('ages one born on 29 February on 1 March in other years', () => {
    expect(ageOn('2008-02-29', new Date('2026-02-28T03:00:00Z'))).toBe(17);
    expect(ageOn('2008-02-29', new Date('2026-03-01T03:00:00Z'))).toBe(18);
  });

  it('refuses a date that does not exist', () => expect(() => ageOn('2023-02-29', today)).toThrow(RangeError));
});

describe('GENDER_LABELS', () => {
  it('labels the three genders in Japanese', () => expect(GENDER_LABELS).toEqual({ male: '男性', female: '女性', other: 'その他' }));
});
