import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { upsertOperator } from '@coaching/server-backoffice';
import { IdentityMessages, ProfileMessages } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import request from 'supertest';
import { signedUpMember } from './testing/billing-members';
import { csrfAgent, startTestApi } from './testing/test-api';

const PASSWORD = 'billing-member-password';
const OPERATOR = { email: 'concurrent-int@ggcoach.example', name: '並行 太郎', role: 'support' as const, password: 'concurrent-int-password' };

/**
 * Simultaneous requests on one row wait their turn (FOR UPDATE) instead of skipping it: never a 500,
 * never a false 404, and what is stored is one of the requests' outcomes.
 */
describe('concurrent writes (real api, PostgreSQL)', () => {
  let app: NestExpressApplication;
  let em: EntityManager;

  beforeAll(async () => {
    app = await startTestApi();
    em = app.get(EntityManager);
  });
  afterAll(() => app.close());

  it('four saves of one profile at once: all 200, one of them stored', async () => {
    const { agent, token, email, userId } = await signedUpMember(app, '10.20');
    const names = ['一郎', '二郎', '三郎', '四郎'];
    const answers = await Promise.all(names.map((first_name) => agent.put('/api/profile').set('X-XSRF-TOKEN', token).send({ last_name: '並行', first_name, email })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers.map((a) => a.body.message)).toEqual(names.map(() => ProfileMessages.updated));
    const [stored] = await sql<{ first_name: string }>(em.fork(), 'select first_name from users where id = ?', [userId]);
    expect(names).toContain(stored.first_name);
  });

  it('three password changes at once: one 200, the others refused with a 4xx (the old password is gone), never a 500', async () => {
    const { agent, token } = await signedUpMember(app, '10.21');
    const answers = await Promise.all(
      ['changed-pass-1', 'changed-pass-2', 'changed-pass-3'].map((next) =>
        agent.post('/api/change-password').set('X-XSRF-TOKEN', token).send({ old_password: PASSWORD, new_password: next, new_password_confirmation: next }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // The losers waited for the winner: its new password makes theirs wrong (422), or its change already ended their session (401).
    for (const s of statuses.filter((s) => s !== 200)) expect([401, 422]).toContain(s);
    for (const a of answers.filter((a) => a.status === 422)) expect(a.body.message).toBe(IdentityMessages.currentPasswordWrong);
  });

  it('four members taking one address at once: one 200, the others hear "already registered" (422)', async () => {
    const members = await Promise.all([1, 2, 3, 4].map(() => signedUpMember(app, '10.22')));
    const wanted = `taken-${Date.now()}@example.jp`;
    const answers = await Promise.all(members.map(({ agent, token }) => agent.put('/api/profile').set('X-XSRF-TOKEN', token).send({ last_name: '並行', first_name: '太郎', email: wanted })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    for (const a of answers.filter((a) => a.status !== 200)) {
      expect(a.status).toBe(422);
      expect(a.body).toEqual({ message: IdentityMessages.emailTaken, errors: { email: [IdentityMessages.emailTaken] } });
    }
    expect(await sql(em.fork(), 'select 1 from users where lower(email) = ?', [wanted])).toHaveLength(1);
  });

  it('four sign-ups with one address at once: one 201, the others hear "already registered" (422), one member stored', async () => {
    const email = `signup-race-${Date.now()}@example.jp`;
    const visitors = await Promise.all([1, 2, 3, 4].map((i) => csrfAgent(app, `10.23.0.${i}`)));
    const answers = await Promise.all(visitors.map(({ agent, token }) => agent.post('/api/register').set('X-XSRF-TOKEN', token).send({ email, password: PASSWORD })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    // Only the lost race for the address reads as "taken" (the unique index on lower(email)); nothing else does.
    for (const a of answers.filter((a) => a.status !== 201)) {
      expect(a.status).toBe(422);
      expect(a.body).toEqual({ message: IdentityMessages.emailTaken, errors: { email: [IdentityMessages.emailTaken] } });
    }
    expect(await sql(em.fork(), 'select 1 from users where lower(email) = ?', [email])).toHaveLength(1);
  });

  it('one inquiry marked handled four times at once: all 200 with the same handler and time, never a 404', async () => {
    await upsertOperator(em.fork(), OPERATOR);
    const [contact] = await sql<{ id: string }>(em.fork(), "insert into contacts (id, name, email, message) values (gen_random_uuid(), '並行 花子', 'concurrent@example.jp', 'x') returning id");
    const agent = request.agent(app.getHttpServer()).set('X-Forwarded-For', '10.23.0.1');
    const session = await agent.get('/admin-api/auth/session');
    const login = await agent.post('/admin-api/auth/login').set('X-XSRF-TOKEN', session.body.data.csrfToken).send({ email: OPERATOR.email, password: OPERATOR.password });
    const token = login.body.data.csrfToken as string;
    const answers = await Promise.all([1, 2, 3, 4].map(() => agent.put(`/admin-api/contacts/${contact.id}`).set('X-XSRF-TOKEN', token).send({ status: 'handled' })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.handled_at)).size).toBe(1);
    expect(answers.map((a) => a.body.status)).toEqual(['handled', 'handled', 'handled', 'handled']);
  });
});
