import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AdminMember360, AdminMemberRow } from '@coaching/contracts';
import { EventStore, ReactorRegistry, sql } from '@coaching/server-core';
import { drainReactions } from '@coaching/server-core/testing';
import { cardToken, type RunningSandbox, startSandbox } from '@coaching/sandbox/testing';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ADULT_STUDENT, type BillingMember, signedUpMember } from './testing/billing-members';
import { coachFixture, operatorAgent, pastLesson } from './testing/lesson-fixtures';
import { startTestApi } from './testing/test-api';

// The member 360 (/admin-api/members): support's search by every key the desk uses, one member's page composed from
// the owning contexts' published queries, and the timeline of every event about the member with who did it.

const KATAKANA = 'アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワ';
const randomKana = (n: number) => Array.from({ length: n }, () => KATAKANA[Math.floor(Math.random() * KATAKANA.length)]).join('');
const toHiragana = (text: string) => text.replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));

describe('/admin-api/members: the member 360 (real api, PostgreSQL, the sandbox card provider)', () => {
  let app: NestExpressApplication;
  let em: EntityManager;
  let sandbox: RunningSandbox;
  // Eight random characters at its end: the search for them alone must find these two members and no one else in the shared test database.
  const tag = `m360${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10).padEnd(8, '0')}`;
  const gameId = 43_000_000 + Math.floor(Math.random() * 1_000_000);
  let planId: number;
  let support: Awaited<ReturnType<typeof operatorAgent>>;
  let coach: Awaited<ReturnType<typeof operatorAgent>>;
  // Member A has everything; member B is another member with their own order, lesson and inquiry.
  let a: BillingMember & { kana: string; phone: string; discord: string; orderId: string; campId: string };
  let b: BillingMember & { orderId: string };

  const withInformation = async (who: BillingMember, info: Record<string, unknown>) =>
    expect((await who.agent.post('/api/personal_informations/').set('X-XSRF-TOKEN', who.token).send({ ...ADULT_STUDENT, ...info })).status).toBe(200);
  const bankOrder = async (who: BillingMember) => {
    const res = await who.agent.post(`/api/plans/${planId}/purchase`).set('X-XSRF-TOKEN', who.token).send({ idempotency_key: randomUUID(), method: 'bank', period: 1 });
    expect(res.status).toBe(202);
    return res.body.data.id as string;
  };
  /** The public contact form, sent from the member's own browser with their address. */
  const inquiry = async (who: BillingMember, message: string) =>
    expect((await who.agent.post('/api/contacts').set('X-XSRF-TOKEN', who.token).send({ name: '問い合わせ 太郎', email: who.email, message })).status).toBeLessThan(300);
  const search = async (q: string, agent = support.agent) => {
    const res = await agent.get(`/admin-api/members?filter=${encodeURIComponent(JSON.stringify({ q }))}&range=${encodeURIComponent('[0,499]')}`);
    expect(res.status).toBe(200);
    return (res.body as AdminMemberRow[]).map((row) => row.id);
  };
  const page = async (id: string) => {
    const res = await support.agent.get(`/admin-api/members/${id}`);
    expect(res.status).toBe(200);
    return res.body as AdminMember360;
  };

  beforeAll(async () => {
    sandbox = await startSandbox({ httpPort: 0, smtpPort: 0, host: '127.0.0.1' });
    app = await startTestApi({ CARD_PROVIDER_API_URL: `${sandbox.httpUrl}/payments/payment`, CARD_PROVIDER_SCRIPT_URL: `${sandbox.httpUrl}/payments/ext/js/token.js` });
    em = app.get(EntityManager);
    await sql(em.fork(), 'insert into games (id, name, is_purchasable, is_legacy, sort_order) values (?, ?, true, false, 9400)', [gameId, `会員360 ${tag}`]);
    [{ id: planId }] = await sql<{ id: number }>(
      em.fork(),
      'insert into plans (game_id, code, name, lesson_count, tax_rate, price1, price3) values (?, ?, ?, 4, 1.1, 40000, 36000) returning id',
      [gameId, `${tag}-standard`, 'Standard'],
    );
    support = await operatorAgent(app, { email: `support-${tag}@ggcoach.example`, name: `サポート ${tag}`, role: 'support', password: 'support-360-int-password' }, '10.96.0.1');
    coach = await operatorAgent(app, { email: `coach-${tag}@ggcoach.example`, name: `コーチ ${tag}`, role: 'coach', password: 'coach-360-int-password' }, '10.96.0.2');

    const kana = randomKana(6);
    const phone = `090${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const memberA = await signedUpMember(app, '10.97');
    await withInformation(memberA, { last_name: `検索${tag.slice(-8)}`, first_name: '太郎', last_name_kana: kana, first_name_kana: 'タロウ', phone_number: phone });
    const discord = `gamer_${tag}`;
    await sql(em.fork(), 'update users set discord_username = ? where id = ?', [discord, memberA.userId]);
    const orderA = await bankOrder(memberA);
    // A camp application the parent made with the member's address (camp knows parents by e-mail only).
    const [{ id: campEventId }] = await sql<{ id: number }>(
      em.fork(),
      `insert into camp_events (name, venue, starts_at, ends_at, capacity, price, application_starts_at, application_ends_at, grade_from, grade_to)
       values (?, '東京会場', now() + interval '30 days', now() + interval '32 days', 20, 30000, now() - interval '1 day', now() + interval '20 days', 'e4', 'h3') returning id`,
      [`冬合宿 ${tag}`],
    );
    const campId = randomUUID();
    await sql(
      em.fork(),
      `insert into camp_applications (id, camp_event_id, name, kana, email, phone_number, token_hash, token_expires_at, consents, status, applied_at, updated_at)
       values (?, ?, '保護者 花子', 'ホゴシャ ハナコ', ?, ?, ?, now() + interval '1 day', '[]', 'applied', now(), now())`,
      [campId, campEventId, memberA.email.toUpperCase(), phone, randomUUID()],
    );
    a = { ...memberA, kana, phone, discord, orderId: orderA, campId };
    await inquiry(memberA, `Aの問い合わせ ${tag}`);

    const memberB = await signedUpMember(app, '10.98');
    await withInformation(memberB, { last_name: `別人${tag.slice(-8)}`, first_name: '次郎', last_name_kana: randomKana(6), first_name_kana: 'ジロウ' });
    b = { ...memberB, orderId: await bankOrder(memberB) };
    await inquiry(memberB, `Bの問い合わせ ${tag}`);
  });
  afterAll(async () => {
    await app.close();
    await sandbox.close();
  });

  it('finds a member by name, kana (katakana or hiragana), e-mail, phone, Discord name and application numbers', async () => {
    const reference = (id: string) => id.replace(/-/g, '').slice(0, 8).toUpperCase();
    const keys: Record<string, string> = {
      'full name with a space': `検索${tag.slice(-8)} 太郎`,
      'family name': `検索${tag.slice(-8)}`,
      'two characters (the start of a name)': '検索',
      kana: a.kana,
      'kana typed in hiragana': toHiragana(a.kana),
      'part of the e-mail': a.email.slice(0, a.email.indexOf('@')).slice(-12),
      'the whole e-mail in capitals': a.email.toUpperCase(),
      'phone with hyphens': `${a.phone.slice(0, 3)}-${a.phone.slice(3, 7)}-${a.phone.slice(7)}`,
      'Discord name': a.discord,
      'order transfer reference': reference(a.orderId),
      'whole order id': a.orderId,
      'camp application number': reference(a.campId),
    };
    for (const [key, q] of Object.entries(keys)) {
      const ids = await search(q);
      expect({ key, found: ids.includes(a.userId) }).toEqual({ key, found: true });
      expect({ key, other: ids.includes(b.userId) }).toEqual({ key, other: false });
    }
  });

  it('pages the results with a Content-Range total and answers nothing for an empty search', async () => {
    const res = await support.agent.get(`/admin-api/members?filter=${encodeURIComponent(JSON.stringify({ q: tag.slice(-8) }))}&range=${encodeURIComponent('[0,0]')}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-range']).toMatch(/^members 0-0\/2$/);
    expect((await support.agent.get('/admin-api/members')).headers['content-range']).toBe('members 0-0/0');
    expect((await support.agent.get(`/admin-api/members?filter=${encodeURIComponent('{"q":1}')}`)).status).toBe(400);
  });

  it('refuses a coach (403) and a visitor (401), the search and the page alike', async () => {
    expect((await coach.agent.get(`/admin-api/members?filter=${encodeURIComponent(JSON.stringify({ q: a.email }))}`)).status).toBe(403);
    expect((await coach.agent.get(`/admin-api/members/${a.userId}`)).status).toBe(403);
    expect((await request(app.getHttpServer()).get('/admin-api/members')).status).toBe(401);
    expect((await request(app.getHttpServer()).get(`/admin-api/members/${a.userId}`)).status).toBe(401);
    expect((await a.agent.get(`/admin-api/members/${a.userId}`)).status).toBe(401);
  });

  it('answers 404 in Japanese for no such member and for an id that is not one', async () => {
    for (const id of [randomUUID(), 'not-an-id']) {
      const res = await support.agent.get(`/admin-api/members/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('この会員は見つかりません。');
    }
  });

  it("shows one member's page with every section, and never another member's data", async () => {
    // A saved card, a lesson with a coach, and a subscription through a received transfer.
    const provider = (await a.agent.get('/api/payments/card-provider')).body.data as { script_url: string; shop_id: string };
    const token = await cardToken(provider.script_url, provider.shop_id, { cardno: '4111111111111111', expire: '3012' });
    expect((await a.agent.post('/api/payments/saveCard').set('X-XSRF-TOKEN', a.token).send({ token })).status).toBe(200);
    const coachId = await coachFixture(app, gameId, `講師 ${tag}`);
    await pastLesson(app, { memberId: a.userId, coachId, startsAt: new Date(Date.now() - 3 * 24 * 3600 * 1000) });
    await pastLesson(app, { memberId: b.userId, coachId, startsAt: new Date(Date.now() - 2 * 24 * 3600 * 1000) });
    // Billing's reactor records the bank order's subscription request, as the worker would.
    await drainReactions(em, app.get(ReactorRegistry));

    const member = await page(a.userId);
    expect(member.profile).toMatchObject({ id: a.userId, email: a.email, kana: `${a.kana} タロウ`, phone_number: a.phone, discord_username: a.discord, email_verified: true });
    expect(member.personal_information).toMatchObject({ last_name_kana: a.kana, phone_number: a.phone, guardian: null });
    expect(member.payments.map((p) => p.id)).toEqual([a.orderId]);
    expect(member.payments[0]).toMatchObject({ status: 'awaiting_transfer', member: { id: a.userId } });
    expect(member.subscriptions).toEqual([expect.objectContaining({ status: 'pending', status_ja: '入金待ち', plan_name: 'Standard' })]);
    expect(member.cards).toEqual({ available: true, items: [{ last4: '1111', expire: '3012', is_default: true, brand: 'Visa' }] });
    expect(JSON.stringify(member.cards)).not.toContain('4111');
    expect(member.lessons.items).toEqual([expect.objectContaining({ coach_name: `講師 ${tag}`, status: 'scheduled' })]);
    expect(member.camp_applications.map((c) => c.id)).toEqual([a.campId]);
    expect(member.contacts.map((c) => c.message)).toEqual([`Aの問い合わせ ${tag}`]);

    const other = await page(b.userId);
    expect(other.payments.map((p) => p.id)).toEqual([b.orderId]);
    expect(other.cards.items).toEqual([]);
    expect(other.camp_applications).toEqual([]);
    expect(other.contacts.map((c) => c.message)).toEqual([`Bの問い合わせ ${tag}`]);
    expect(other.lessons.items).toHaveLength(1);
    expect(other.lessons.items[0].id).not.toBe(member.lessons.items[0].id);
    const idsOfA = new Set(member.timeline.entries.map((e) => e.id));
    expect(other.timeline.entries.some((e) => idsOfA.has(e.id))).toBe(false);
  });

  it('lists every event about the member, newest first, in sentences, with who did it', async () => {
    // Support records the transfer; billing's reactor (the system) starts the subscription.
    expect((await support.agent.post(`/admin-api/payments/${a.orderId}/transfer-received`).set('X-XSRF-TOKEN', support.token)).status).toBe(201);
    await drainReactions(em, app.get(ReactorRegistry));

    const { timeline } = await page(a.userId);
    const byType = (type: string) => timeline.entries.find((e) => e.type === type);
    expect(byType('PaymentRequested')).toMatchObject({ summary: 'プランを申し込みました（銀行振込）', actor: { type: 'member', label: '会員本人' } });
    expect(byType('TransferReceived')).toMatchObject({ summary: `銀行振込の入金を確認しました（確認: サポート ${tag}）`, actor: { type: 'operator', label: `サポート ${tag}` } });
    expect(byType('SubscriptionStarted')).toMatchObject({ summary: '受講が始まりました（1か月）', actor: { type: 'system' } });
    expect(byType('LessonScheduled')?.summary).toMatch(/^レッスンが予約されました（\d+月\d+日 \d\d:\d\d〜）$/);
    const times = timeline.entries.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    for (const entry of timeline.entries) expect(entry.summary).not.toContain(entry.type);

    // B's page has B's order events only.
    const other = await page(b.userId);
    expect(other.timeline.entries.filter((e) => e.type === 'TransferReceived')).toEqual([]);
    expect(other.timeline.entries.filter((e) => e.type === 'PaymentRequested')).toHaveLength(1);
  });

  it('rebuilds the member index from every stored event into the same timeline', async () => {
    const before = (await page(a.userId)).timeline;
    expect(await app.get(EventStore).rebuildProjection(em.fork(), 'member-streams')).toBeGreaterThan(0);
    expect((await page(a.userId)).timeline).toEqual(before);
  });
});
