import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { suspendedMessage } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import { randomUUID } from 'node:crypto';
import { ADULT_STUDENT, signedUpMember } from './testing/billing-members';
import { operatorAgent } from './testing/lesson-fixtures';
import { startTestApi } from './testing/test-api';

describe('suspension of a member by support (spec §4 terms; real api, PostgreSQL)', () => {
  let app: NestExpressApplication;
  let em: EntityManager;
  const gameId = 48_000_000 + Math.floor(Math.random() * 1_000_000);
  const tag = `sus${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  let planId: number;
  let support: Awaited<ReturnType<typeof operatorAgent>>;

  beforeAll(async () => {
    app = await startTestApi();
    em = app.get(EntityManager);
    await sql(em.fork(), 'insert into games (id, name, is_purchasable, is_legacy, sort_order) values (?, ?, true, false, 9600)', [gameId, `停止 ${tag}`]);
    [{ id: planId }] = await sql<{ id: number }>(em.fork(), 'insert into plans (game_id, code, name, lesson_count, tax_rate, price1) values (?, ?, ?, 4, 1.1, 40000) returning id', [gameId, `${tag}-standard`, 'Standard']);
    support = await operatorAgent(app, { email: `support-${tag}@ggcoach.example`, name: 'サポート 二郎', role: 'support', password: 'support-suspend-password' }, '10.98.0.1');
  });
  afterAll(() => app.close());

  const member = async () => {
    const who = await signedUpMember(app, '10.99');
    expect((await who.agent.post('/api/personal_informations/').set('X-XSRF-TOKEN', who.token).send(ADULT_STUDENT)).status).toBe(200);
    return who;
  };
  const suspend = (memberId: string, body: Record<string, unknown>) => support.agent.post(`/admin-api/members/${memberId}/suspension`).set('X-XSRF-TOKEN', support.token).send(body);
  const lift = (memberId: string) => support.agent.post(`/admin-api/members/${memberId}/suspension/lift`).set('X-XSRF-TOKEN', support.token);
  const buy = (who: Awaited<ReturnType<typeof member>>) => who.agent.post(`/api/plans/${planId}/purchase`).set('X-XSRF-TOKEN', who.token).send({ method: 'bank', period: 1, idempotency_key: randomUUID() });

  it('refuses a suspended member booking a trial or buying, with the reason, and shows it on /api/me; lifting lets them buy again', async () => {
    const who = await member();
    const reason = '7日以上ご連絡が取れないため、ご利用を一時停止しています。';
    const res = await suspend(who.userId, { ground: 'no-reply', reason });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ member_id: who.userId, suspension: { ground: 'no-reply', ground_label: '7日以上ご連絡が取れないため（利用規約）', reason }, history: [{ type: 'suspended', by: 'サポート 二郎', reason }] });

    const me = (await who.agent.get('/api/me')).body.data;
    expect(me.suspension).toMatchObject({ ground: 'no-reply', reason, suspended_at: expect.any(String) });

    const bought = await buy(who);
    expect([bought.status, bought.body.message]).toEqual([403, suspendedMessage(reason)]);
    const item = await who.agent.post('/api/items/1/purchase').set('X-XSRF-TOKEN', who.token).send({ method: 'bank', quantity: 1, idempotency_key: randomUUID() });
    expect([item.status, item.body.message]).toEqual([403, suspendedMessage(reason)]);
    const trial = await who.agent.post('/api/trials').set('X-XSRF-TOKEN', who.token).send({ first_name: '太郎', last_name: '山田', start: '2030-01-01 10:00', game_id: 1 });
    expect([trial.status, trial.body.message]).toEqual([403, suspendedMessage(reason)]);
    expect(await sql(em.fork(), 'select id from payments where user_id = ?', [who.userId])).toEqual([]);
    // Reading stays open: the member sees their page and their history.
    expect((await who.agent.get('/api/payments')).status).toBe(200);

    const events = await sql<{ type: string; metadata: { actor: unknown } }>(em.fork(), "select type, metadata from events where stream_id = ? and type like 'MemberSuspen%' order by version", [`member-${who.userId}`]);
    expect(events).toEqual([{ type: 'MemberSuspended', metadata: expect.objectContaining({ actor: { type: 'operator', id: support.operatorId } }) }]);

    const lifted = await lift(who.userId);
    expect(lifted.body).toMatchObject({ suspension: null, history: [{ type: 'lifted' }, { type: 'suspended' }] });
    expect((await who.agent.get('/api/me')).body.data.suspension).toBeNull();
    expect((await buy(who)).status).toBe(202);
  });

  it('refuses a second suspension, lifting one not suspended, bad input and unknown members, in Japanese', async () => {
    const who = await member();
    expect((await suspend(who.userId, { ground: 'misuse', reason: 'アカウント共有' })).status).toBe(200);
    const twice = await suspend(who.userId, { ground: 'misuse', reason: '再度' });
    expect([twice.status, twice.body.message]).toEqual([409, 'この会員はすでに利用停止中です。']);
    expect((await lift(who.userId)).status).toBe(200);
    const again = await lift(who.userId);
    expect([again.status, again.body.message]).toEqual([409, 'この会員は利用停止中ではありません。']);

    const noReason = await suspend(who.userId, { ground: 'misuse', reason: ' ' });
    expect([noReason.status, noReason.body.errors?.reason]).toEqual([422, ['停止の理由を入力してください（500文字以内）。']]);
    const badGround = await suspend(who.userId, { ground: 'angry', reason: 'x' });
    expect([badGround.status, badGround.body.errors?.ground]).toEqual([422, ['停止の根拠を選択してください。']]);
    expect((await suspend(randomUUID(), { ground: 'misuse', reason: 'x' })).status).toBe(404);
    expect((await support.agent.get('/admin-api/members/not-a-uuid/suspension')).status).toBe(404);
  });
});
