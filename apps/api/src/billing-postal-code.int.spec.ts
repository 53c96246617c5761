import type { NestExpressApplication } from '@nestjs/platform-express';
import { Messages } from '@coaching/contracts';
import { PostalCodeMessages } from '@coaching/server-billing';
import request from 'supertest';
// The protocol peer: the sandbox's zipcloud stand-in, started in-process on free ports.
import { startSandbox, type RunningSandbox } from '@coaching/sandbox/testing';
import { closedPort } from './testing/closed-port';
import { startTestApi } from './testing/test-api';

const invalid = { message: PostalCodeMessages.invalid, errors: { zipcode: [PostalCodeMessages.invalid] } };

describe('GET /api/postal-codes/{zipcode} (real api + the sandbox speaking zipcloud)', () => {
  let sandbox: RunningSandbox;
  let app: NestExpressApplication;
  let ipCounter = 0;
  const lookup = (zipcode: string, ip = `10.73.0.${++ipCounter}`) => request(app.getHttpServer()).get(`/api/postal-codes/${encodeURIComponent(zipcode)}`).set('X-Forwarded-For', ip);

  beforeAll(async () => {
    sandbox = await startSandbox({ httpPort: 0, smtpPort: 0, host: '127.0.0.1' });
    app = await startTestApi({ POSTAL_CODE_API_URL: `${sandbox.httpUrl}/zipcloud/api/search` });
  });
  afterAll(async () => {
    await app.close();
    await sandbox.close();
  });

  it('answers the address parts and the joined address, to anyone', async () => {
    const res = await lookup('1000005');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [{ zipcode: '1000005', prefecture: '東京都', city: '千代田区', town: '丸の内', address: '東京都千代田区丸の内' }] });
  });

  it('reads a code as members type it: with a hyphen, in full-width digits', async () => {
    expect((await lookup('100-0005')).body.data[0].address).toBe('東京都千代田区丸の内');
    expect((await lookup('１５０－０００１')).body.data[0].address).toBe('東京都渋谷区神宮前');
  });

  it('answers every town of a code that has several', async () => {
    const { data } = (await lookup('0720819')).body;
    expect(data.map((row: { address: string }) => row.address)).toEqual(['北海道美唄市共練町東', '北海道美唄市共練町西']);
  });

  it('answers an empty list when nothing matches', async () => {
    expect((await lookup('9999999')).body).toEqual({ data: [] });
  });

  it.each(['abc', '12345', '10000055', '1000-005', ' '])('refuses the malformed code %p with 422', async (zipcode) => {
    const res = await lookup(zipcode);
    expect([res.status, res.body]).toEqual([422, invalid]);
  });

  it('limits lookups per client address (60 a minute)', async () => {
    const ip = '10.73.200.1';
    for (let i = 0; i < 60; i++) expect((await lookup('abc', ip)).status).toBe(422);
    const refused = await lookup('1000005', ip);
    expect([refused.status, refused.body]).toEqual([429, { message: Messages.common.tooManyRequests }]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await lookup('1000005')).status).toBe(200);
  });

  describe('when the service is down or not itself', () => {
    it.each([
      ['unreachable', async () => `http://127.0.0.1:${await closedPort()}/api/search`],
      ['answering a page, not its protocol', async () => `${sandbox.httpUrl}/zipcloud/`],
    ])('answers 503 with a Japanese message when it is %s', async (_label, url) => {
      const down = await startTestApi({ POSTAL_CODE_API_URL: await url() });
      try {
        const res = await request(down.getHttpServer()).get('/api/postal-codes/1000005').set('X-Forwarded-For', `10.73.1.${++ipCounter}`);
        expect([res.status, res.body]).toEqual([503, { message: PostalCodeMessages.unavailable }]);
        // A malformed code is refused before the service is asked.
        expect((await request(down.getHttpServer()).get('/api/postal-codes/abc').set('X-Forwarded-For', `10.73.1.${++ipCounter}`)).body).toEqual(invalid);
      } finally {
        await down.close();
      }
    });
  });
});
