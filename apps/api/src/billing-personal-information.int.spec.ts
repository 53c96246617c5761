import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { PersonalInformationMessages as m } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import request from 'supertest';
import { ADULT_STUDENT, type BillingMember, signedUpMember } from './testing/billing-members';
import { startTestApi } from './testing/test-api';

/** This year in Japan, where ages are counted: birthdays below are 1 January of a year, so ages are exact. */
const tokyoYear = Number(new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Tokyo', year: 'numeric' }).format(new Date()));
const bornAged = (age: number) => `${tokyoYear - age}-01-01`;


const purchaser = {
  parent_last_name: '山田',
  parent_first_name: '花子',
  parent_last_name_kana: 'ヤマダ',
  parent_first_name_kana: 'ハナコ',
  parent_birthday: '1975-05-05',
  parent_gender: 'female',
};

describe('personal information (real api, PostgreSQL)', () => {
  let app: NestExpressApplication;
  let em: EntityManager;

  beforeAll(async () => {
    app = await startTestApi();
    em = app.get(EntityManager);
  });
  afterAll(() => app.close());

  const member = () => signedUpMember(app, '10.71');
  const save = (who: BillingMember, body: object, path = '/api/personal_informations/') => who.agent.post(path).set('X-XSRF-TOKEN', who.token).send(body);
  const rowsOf = async (userId: string) => (await sql<{ n: string }>(em.fork(), 'select count(*) as n from personal_informations where user_id = ?', [userId]))[0].n;
  const completedOnMe = async (who: BillingMember) => (await who.agent.get('/api/me')).body.data.is_personal_information_completed;

  it('is for signed-in members only, and a change needs the CSRF token', async () => {
    const anonymous = request(app.getHttpServer());
    expect((await anonymous.get('/api/personal_informations')).status).toBe(401);
    const who = await member();
    expect((await who.agent.post('/api/personal_informations').send(ADULT_STUDENT)).status).toBe(419);
    expect(await rowsOf(who.userId)).toBe('0');
  });

  it('answers null and not completed before the first save, then saves, normalises and marks the member complete', async () => {
    const who = await member();
    expect((await who.agent.get('/api/personal_informations')).body).toEqual({ data: null, completed: false });
    expect(await completedOnMe(who)).toBe(false);

    const res = await save(who, ADULT_STUDENT);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ completed: true, message: m.saved });
    const expected = {
      ...ADULT_STUDENT,
      phone_number: '09012345678',
      zip_code: '1000005',
      guardian_consent: false,
      parent_last_name: null,
      parent_first_name: null,
      parent_last_name_kana: null,
      parent_first_name_kana: null,
      parent_birthday: null,
      parent_gender: null,
    };
    expect(res.body.data).toEqual({ ...expected, agreed_at: expect.any(String), updated_at: expect.any(String) });
    expect((await who.agent.get('/api/personal_informations')).body).toEqual({ data: res.body.data, completed: true });
    expect(await completedOnMe(who)).toBe(true);
  });

  it('takes the spec path with and without the trailing slash, and replaces the row on every save', async () => {
    const who = await member();
    expect((await save(who, ADULT_STUDENT, '/api/personal_informations')).status).toBe(200);
    const again = await save(who, { ...ADULT_STUDENT, address: '東京都渋谷区神宮前1-1', diff: true, ...purchaser });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ address: '東京都渋谷区神宮前1-1', diff: true, ...purchaser });
    // Back to paying themselves: the purchaser is forgotten.
    const alone = await save(who, ADULT_STUDENT);
    expect(alone.body.data).toMatchObject({ diff: false, parent_last_name: null, parent_birthday: null, parent_gender: null });
    expect(await rowsOf(who.userId)).toBe('1');
  });

  it('shows each member only their own information', async () => {
    const owner = await member();
    const other = await member();
    await save(owner, ADULT_STUDENT);
    expect((await other.agent.get('/api/personal_informations')).body).toEqual({ data: null, completed: false });
    await save(other, { ...ADULT_STUDENT, last_name: '佐藤' });
    expect((await owner.agent.get('/api/personal_informations')).body.data.last_name).toBe('山田');
    expect(await completedOnMe(other)).toBe(true);
  });

  describe('refuses with the spec messages (422) and writes nothing', () => {
    let who: BillingMember;
    beforeAll(async () => {
      who = await member();
    });
    afterEach(async () => {
      expect(await rowsOf(who.userId)).toBe('0');
      expect(await completedOnMe(who)).toBe(false);
    });

    const errorsFor = async (body: object) => {
      const res = await save(who, body);
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(Object.values(res.body.errors as Record<string, string[]>)[0][0]);
      return res.body.errors as Record<string, string[]>;
    };

    it('every required field of the student, and both agreements', async () => {
      expect(await errorsFor({})).toEqual({
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
      expect(await errorsFor({ ...ADULT_STUDENT, agree: false, privacy: '0' })).toEqual({ agree: [m.agreeRequired], privacy: [m.privacyRequired] });
    });

    it('kana in full-width katakana only', async () => {
      expect(await errorsFor({ ...ADULT_STUDENT, last_name_kana: 'やまだ', first_name_kana: 'Taro' })).toEqual({ last_name_kana: [m.kanaInvalid], first_name_kana: [m.kanaInvalid] });
      expect(await errorsFor({ ...ADULT_STUDENT, first_name_kana: 'ﾀﾛｳ' })).toEqual({ first_name_kana: [m.kanaInvalid] });
    });

    it('phone number, postal code, birthday and gender formats', async () => {
      expect(await errorsFor({ ...ADULT_STUDENT, phone_number: '12345', zip_code: '1000', birthday: '2001-02-29', gender: 'unknown' })).toEqual({
        phone_number: [m.phoneInvalid],
        zip_code: [m.zipInvalid],
        birthday: [m.birthdayInvalid],
        gender: [m.genderRequired],
      });
      expect(await errorsFor({ ...ADULT_STUDENT, birthday: `${tokyoYear + 1}-01-01` })).toEqual({ birthday: [m.birthdayInFuture] });
    });

    it('a student aged 12 or under cannot take part; a minor needs the guardian consent', async () => {
      expect(await errorsFor({ ...ADULT_STUDENT, birthday: bornAged(12) })).toEqual({ birthday: [m.tooYoung] });
      expect(await errorsFor({ ...ADULT_STUDENT, birthday: bornAged(15) })).toEqual({ guardian_consent: [m.guardianConsentRequired] });
      expect(await errorsFor({ ...ADULT_STUDENT, birthday: bornAged(17), guardian_consent: false })).toEqual({ guardian_consent: [m.guardianConsentRequired] });
    });

    it('every purchaser field when the purchaser differs, and an adult purchaser in katakana', async () => {
      expect(await errorsFor({ ...ADULT_STUDENT, diff: true })).toEqual({
        parent_last_name: [m.parentLastNameRequired],
        parent_first_name: [m.parentFirstNameRequired],
        parent_last_name_kana: [m.parentLastNameKanaRequired],
        parent_first_name_kana: [m.parentFirstNameKanaRequired],
        parent_birthday: [m.parentBirthdayRequired],
        parent_gender: [m.parentGenderRequired],
      });
      expect(await errorsFor({ ...ADULT_STUDENT, diff: true, ...purchaser, parent_first_name_kana: 'はなこ', parent_birthday: bornAged(17) })).toEqual({
        parent_first_name_kana: [m.kanaInvalid],
        parent_birthday: [m.parentNotAdult],
      });
    });
  });

  it('accepts a minor with the guardian consent and an adult purchaser, and keeps the consent', async () => {
    const who = await member();
    const res = await save(who, { ...ADULT_STUDENT, birthday: bornAged(15), guardian_consent: true, diff: '1', ...purchaser });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ birthday: bornAged(15), guardian_consent: true, diff: true, ...purchaser });
    expect(await completedOnMe(who)).toBe(true);
  });
});
