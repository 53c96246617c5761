import type { NestExpressApplication } from '@nestjs/platform-express';
import { Messages } from '@coaching/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '@coaching/server-core';
import request from 'supertest';
import { csrfAgent, startTestApi } from './testing/test-api';

describe('POST /api/contacts (real api, PostgreSQL, Redis)', () => {
  let app: NestExpressApplication;
  let em: EntityManager;
  let ipCounter = 0;
  const nextIp = () => `10.1.0.${++ipCounter}`;
  // Other test files share this database and run alongside (operators seed contacts, sign-ups queue
  // verification mail), so count only what a contact request could have written.
  const COUNTS = {
    contacts: "select count(*) as n from contacts where email not like '%admin-%'",
    outbox: "select count(*) as n from outbox where payload->>'template' like 'contact-%'",
  };
  const count = async (table: keyof typeof COUNTS) => Number((await sql<{ n: string }>(em.fork(), COUNTS[table]))[0].n);

  beforeAll(async () => {
    app = await startTestApi({ CONTACT_LIMIT_PER_HOUR: '3' });
    em = app.get(EntityManager);
  });
  afterAll(() => app.close());

  it('GET /sanctum/csrf-cookie answers 204 with XSRF-TOKEN readable by script, and stores no session for a visitor', async () => {
    const { setCookies } = await csrfAgent(app, nextIp());
    const xsrf = setCookies.find((c) => c.startsWith('XSRF-TOKEN='))!;
    expect(xsrf).not.toMatch(/HttpOnly/i);
    expect(xsrf).toMatch(/SameSite=Lax/i);
    // The session cookie (httpOnly, SameSite=Lax) comes with sign-in: identity.int.spec.ts.
    expect(setCookies.some((c) => c.startsWith('coaching_session='))).toBe(false);
  });

  it('stores a valid inquiry and queues both mails in the same transaction', async () => {
    const { agent, token } = await csrfAgent(app, nextIp());
    const email = `taro-${Date.now()}@example.jp`;
    const res = await agent.post('/api/contacts').set('X-XSRF-TOKEN', token).send({ name: ' 山田 太郎 ', email, message: '体験レッスンについて' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ data: { id: expect.any(String) } });
    const [contact] = await sql<{ name: string; status: string }>(em.fork(), 'select name, status from contacts where id = ?', [res.body.data.id]);
    expect(contact).toEqual({ name: '山田 太郎', status: 'new' });
    const mails = await sql<{ template: string; to: string[] }>(
      em.fork(),
      "select payload->>'template' as template, payload->'to' as to from outbox where payload->'locals'->>'contactId' = ? order by position",
      [res.body.data.id],
    );
    expect(mails).toEqual([
      { template: 'contact-acknowledgement', to: [email] },
      { template: 'contact-notification', to: ['support@ggcoach.example'] },
    ]);
  });

  it('acknowledges without echoing what was typed, and at most three times a day per address', async () => {
    const email = `relay-${Date.now()}@example.jp`;
    const send = async () => {
      // From a new client address each time: the per-address share counts the recipient, not the sender.
      const { agent, token } = await csrfAgent(app, nextIp());
      const res = await agent.post('/api/contacts').set('X-XSRF-TOKEN', token).send({ name: 'スパム http://spam.example', email: email.toUpperCase(), message: '格安 http://spam.example' });
      expect(res.status).toBe(201);
      return res.body.data.id as string;
    };
    const mailsOf = (id: string) =>
      sql<{ template: string; locals: Record<string, unknown> }>(em.fork(), "select payload->>'template' as template, payload->'locals' as locals from outbox where payload->'locals'->>'contactId' = ? order by position", [id]);
    const first = await mailsOf(await send());
    const acknowledgement = first.find((m) => m.template === 'contact-acknowledgement')!;
    expect(JSON.stringify(acknowledgement.locals)).not.toMatch(/spam|スパム|格安/);
    await send();
    await send();
    const fourth = await mailsOf(await send());
    expect(fourth.map((m) => m.template)).toEqual(['contact-notification']);
  });

  describe('bad input gets a clear 4xx and writes nothing', () => {
    let before: { contacts: number; outbox: number };
    beforeEach(async () => {
      before = { contacts: await count('contacts'), outbox: await count('outbox') };
    });
    afterEach(async () => {
      expect({ contacts: await count('contacts'), outbox: await count('outbox') }).toEqual(before);
    });

    it('419 without the CSRF token', async () => {
      const { agent } = await csrfAgent(app, nextIp());
      const res = await agent.post('/api/contacts').send({ name: 'a', email: 'a@example.jp', message: 'x' });
      expect(res.status).toBe(419);
      expect(res.body.message).toBe(Messages.common.csrfMismatch);
    });

    it('419 with a token from another session, or with no session at all', async () => {
      const { token } = await csrfAgent(app, nextIp());
      const { agent } = await csrfAgent(app, nextIp());
      expect((await agent.post('/api/contacts').set('X-XSRF-TOKEN', token).send({ name: 'a', email: 'a@example.jp', message: 'x' })).status).toBe(419);
      expect((await request(app.getHttpServer()).post('/api/contacts').set('X-XSRF-TOKEN', token).send({})).status).toBe(419);
      expect((await agent.post('/api/contacts').set('X-XSRF-TOKEN', '%E0%A4%A').send({})).status).toBe(419);
    });

    it('422 with the spec messages for missing fields', async () => {
      const { agent, token } = await csrfAgent(app, nextIp());
      const res = await agent.post('/api/contacts').set('X-XSRF-TOKEN', token).send({});
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        message: Messages.contact.nameRequired,
        errors: { name: [Messages.contact.nameRequired], email: [Messages.contact.emailRequired], message: [Messages.contact.messageRequired] },
      });
    });

    it('422 for wrong types, a malformed address and over-long fields', async () => {
      const { agent, token } = await csrfAgent(app, nextIp());
      const wrongTypes = await agent.post('/api/contacts').set('X-XSRF-TOKEN', token).send({ name: ['x'], email: { a: 1 }, message: 12 });
      expect(wrongTypes.status).toBe(422);
      expect(Object.keys(wrongTypes.body.errors).sort()).toEqual(['email', 'message', 'name']);
      const malformed = await agent.post('/api/contacts').set('X-XSRF-TOKEN', token).send({ name: 'a', email: 'not-mail', message: 'x'.repeat(5001) });
      expect(malformed.body.errors).toEqual({ email: [Messages.contact.emailInvalid], message: [Messages.contact.messageTooLong] });
      const array = await agent.post('/api/contacts').set('X-XSRF-TOKEN', token).send([1, 2]);
      expect(array.status).toBe(422);
    });

    it('400 for malformed JSON, 413 for a huge body, 422 for a body of another type', async () => {
      const { agent, token } = await csrfAgent(app, nextIp());
      const malformed = await agent.post('/api/contacts').set('X-XSRF-TOKEN', token).set('Content-Type', 'application/json').send('{"name":');
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toBe(Messages.common.invalidRequest);
      const huge = await agent.post('/api/contacts').set('X-XSRF-TOKEN', token).send({ name: 'a', email: 'a@example.jp', message: 'x'.repeat(200_000) });
      expect(huge.status).toBe(413);
      expect(huge.body.message).toBe(Messages.common.payloadTooLarge);
      const text = await agent.post('/api/contacts').set('X-XSRF-TOKEN', token).set('Content-Type', 'text/plain').send('hello');
      expect(text.status).toBe(422);
    });

    it('429 once an address has sent its hourly share', async () => {
      const ip = nextIp();
      const { agent, token } = await csrfAgent(app, ip);
      const send = () => agent.post('/api/contacts').set('X-Forwarded-For', ip).set('X-XSRF-TOKEN', token).send({ name: 'a', email: 'a@example.jp', message: 'x' });
      for (let i = 0; i < 3; i++) expect((await send()).status).toBe(201);
      before = { contacts: await count('contacts'), outbox: await count('outbox') };
      const limited = await send();
      expect(limited.status).toBe(429);
      expect(limited.headers['retry-after']).toMatch(/^\d+$/);
      expect(limited.body.message).toBe(Messages.common.tooManyRequests);
    });
  });

  it('answers JSON 404 for an unknown API path and reports health', async () => {
    const missing = await request(app.getHttpServer()).get('/api/no-such-thing');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(Messages.common.notFound);
    const health = await request(app.getHttpServer()).get('/api/health');
    expect(health.body).toEqual({ status: 'ok', database: 'ok', redis: 'ok' });
  });
});
