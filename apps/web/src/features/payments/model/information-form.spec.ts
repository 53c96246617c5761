import { personalInformationSchema, type PersonalInformation } from '@coaching/contracts';
import { canProceed, informationDefaults, needsGuardianConsent } from './information-form';

const today = new Date('2026-11-22T03:00:00Z');

describe('informationDefaults', () => {
  it('starts empty, with nothing agreed', () => {
    const values = informationDefaults(null);
    expect(values.last_name).toBe('');
    expect(values.gender).toBe('');
    expect(values.diff).toBe(false);
    expect(canProceed(values)).toBe(false);
  });

  it('fills the saved information for editing, asks for the agreements again, and reads dates as YYYY-MM-DD', () => {
    const saved = {
      last_name: '山田',
      first_name: '花子',
      last_name_kana: 'ヤマダ',
      first_name_kana: 'ハナコ',
      phone_number: '09012345678',
      birthday: '2010-04-01T00:00:00.000Z',
      zip_code: '1000005',
      address: '東京都千代田区丸の内1-1',
      gender: 'female',
      diff: true,
      parent_last_name: '山田',
      parent_first_name: '太郎',
      parent_last_name_kana: 'ヤマダ',
      parent_first_name_kana: 'タロウ',
      parent_birthday: '1980-01-31',
      parent_gender: 'male',
      guardian_consent: true,
      agree: true,
      privacy: true,
    } as PersonalInformation;
    const values = informationDefaults(saved);
    expect(values.birthday).toBe('2010-04-01');
    expect(values.parent_birthday).toBe('1980-01-31');
    expect(values.diff).toBe(true);
    expect(values.agree).toBe(false);
    expect(values.privacy).toBe(false);
    // Once agreed again, the saved values pass the shared schema unchanged.
    expect(personalInformationSchema(today).safeParse({ ...values, agree: true, privacy: true }).success).toBe(true);
  });
});

describe('needsGuardianConsent', () => {
  it('asks for consent from 13 to 17 years old in Japan', () => {
    expect(needsGuardianConsent('2013-11-22', today)).toBe(true);
    expect(needsGuardianConsent('2008-11-23', today)).toBe(true);
    expect(needsGuardianConsent('2008-11-22', today)).toBe(false);
  });

  it('does not ask for a child of 12 (refused anyway), an adult, or an unfinished date', () => {
    expect(needsGuardianConsent('2014-01-01', today)).toBe(false);
    expect(needsGuardianConsent('1990-01-01', today)).toBe(false);
    expect(needsGuardianConsent('2010-02-30', today)).toBe(false);
    expect(needsGuardianConsent('', today)).toBe(false);
  });
});

describe('canProceed', () => {
  it('needs both the terms and the privacy policy', () => {
    expect(canProceed({ agree: true, privacy: false })).toBe(false);
    expect(canProceed({ agree: false, privacy: true })).toBe(false);
    expect(canProceed({ agree: true, privacy: true })).toBe(true);
  });
});
