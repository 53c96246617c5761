import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DashboardStats } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import { prepareTestDatabase, testDatabaseUrl } from '@coaching/server-core/testing';
import { randomUUID } from 'node:crypto';
import { seedDemoData } from './database/seed/demo-data';
import { operatorAgent } from './testing/lesson-fixtures';
import { startTestApi } from './testing/test-api';

// The dashboard on a database of its own (its counts are of the whole school): the demo history, and a hand-made
// quarter of 2024 whose every number is known, composed from billing's, identity's, trials' and lessons' queries.

describe('the back office dashboard (real api and PostgreSQL)', () => {
  let app: NestExpressApplication;
  let em: EntityManager;
  let support: Awaited<ReturnType<typeof operatorAgent>>;

  beforeAll(async () => {
    const url = await prepareTestDatabase('api_dashboard');
    await seedDemoData(url);
    app = await startTestApi({ DATABASE_URL: testDatabaseUrl('api_dashboard'), QUEUE_PREFIX: `test-api-dashboard-${process.pid}` });
    em = app.get(EntityManager);
    support = await operatorAgent(app, { email: 'dash-support@ggcoach.example', name: 'サポート', role: 'support', password: 'dash-support-password' }, '10.41.0.1');
  });
  afterAll(() => app.close());

  it('shows the demo data: six months up to this one, with revenue, members, trials, churn, coaches and refunds', async () => {
    const res = await support.agent.get('/admin-api/dashboard');
    expect(res.status).toBe(200);
    const stats = res.body as DashboardStats;
    expect(stats.months).toHaveLength(6);
    expect(stats.months.at(-1)!.month).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date()).slice(0, 7));
    expect(stats.totals.revenue).toBeGreaterThan(0);
    expect(stats.totals.new_members).toBeGreaterThan(20);
    expect(stats.totals.conversion_rate).toBeGreaterThan(0);
    expect(stats.months.some((m) => (m.churn_rate ?? 0) > 0)).toBe(true);
    expect(stats.coaches.map((c) => c.coach_name)).toEqual(expect.arrayContaining(['伊藤 蓮', '佐藤 海斗']));
    expect(stats.refunds.length).toBe(2);
    expect(stats.totals.refunds).toBe(stats.refunds.reduce((s, r) => s + r.amount, 0));
  });

  it('counts a known quarter exactly by the written definitions', async () => {
    const tx = em.fork();
    const [{ id: planId }] = await sql<{ id: number }>(tx, 'select id from plans order by id limit 1');
    const [coach] = await sql<{ id: string; name: string }>(tx, "insert into coaches (id, code, name, game_id) values (gen_random_uuid(), 'dash-coach', 'ダッシュ 先生', 2) returning id, name");
    const at = (iso: string) => new Date(iso);
    // Members: 2 in January, 1 in February (Tokyo: 2024-01-31T15:30Z is already February 1st).
    const members = [at('2024-01-10T03:00:00Z'), at('2024-01-20T03:00:00Z'), at('2024-01-31T15:30:00Z')];
    const ids = members.map(() => randomUUID());
    for (const [i, joined] of members.entries()) await sql(tx, 'insert into users (id, email, created_at) values (?, ?, ?)', [ids[i], `dash-${i}@member.example`, joined]);
    // A guardian's account (issue 31) signing up in March is not a new member: March stays at 0.
    await sql(tx, "insert into users (id, email, created_at, kind) values (?, 'dash-guardian@guardian.example', ?, 'guardian')", [randomUUID(), at('2024-03-10T03:00:00Z')]);
    // Subscriptions: A runs from Dec to April; B from January 5 and ends February 10 (churn in February: 1 of 2 running).
    await sql(tx, 'insert into subscriptions (id, member_id, plan_id, game_id, starts_at, ends_at, updated_at) values (?, ?, ?, 2, ?, ?, now()), (?, ?, ?, 2, ?, ?, now())', [
      randomUUID(), ids[0], planId, at('2023-12-01T00:00:00Z'), at('2024-04-01T00:00:00Z'),
      randomUUID(), ids[1], planId, at('2024-01-05T00:00:00Z'), at('2024-02-10T00:00:00Z'),
    ]);
    // Revenue: 19,800 in January (one charge), 11,000 in March; a refunded order paid 5,500 in February, refunded in March.
    const pay = async (status: string, charges: Array<[string, number]>, updatedAt: string) => {
      const id = randomUUID();
      await sql(tx, "insert into payments (id, user_id, kind, plan_id, game_id, period, quantity, method, status, amount, tax, charges_total, charges_paid, created_at, updated_at) values (?, ?, 'plan', ?, 2, 1, 1, 'bulk', ?, 0, 0, ?, ?, ?, ?)", [
        id, ids[0], planId, status, charges.length, charges.length, at(charges[0][0]), at(updatedAt),
      ]);
      for (const [n, [when, yen]] of charges.entries()) {
        await sql(tx, "insert into payment_charges (payment_id, n, provider_order_id, amount, tax, due_at, status, charged_at) values (?, ?, ?, ?, ?, ?, 'captured', ?)", [id, n + 1, `dash-${id}-${n}`, yen - Math.floor(yen / 11), Math.floor(yen / 11), at(when), at(when)]);
      }
    };
    await pay('captured', [['2024-01-15T03:00:00Z', 19_800]], '2024-01-15T03:00:00Z');
    await pay('captured', [['2024-03-15T03:00:00Z', 11_000]], '2024-03-15T03:00:00Z');
    await pay('refunded', [['2024-02-15T03:00:00Z', 5_500]], '2024-03-20T03:00:00Z');
    // Trials in January: attended + converted, no-show, cancelled (not a trial), booked → 1 of 3 converted.
    for (const [status, converted] of [['attended', true], ['no_show', false], ['cancelled', false], ['booked', false]] as const) {
      await sql(tx, "insert into trials (id, member_id, game_id, coach_id, last_name, first_name, starts_at, ends_at, status, converted_at, created_at, updated_at) values (?, ?, 2, ?, '体験', '太郎', ?, ?, ?, ?, now(), now())", [
        randomUUID(), ids[0], coach.id, at('2024-01-12T10:00:00Z'), at('2024-01-12T11:00:00Z'), status, converted ? at('2024-01-14T00:00:00Z') : null,
      ]);
    }
    // Lessons in February: 3 attended, 1 missed, 1 cancelled, 1 still scheduled → given 3, no-shows 1 (25 %).
    for (const [day, status] of [[1, 'attended'], [2, 'attended'], [3, 'attended'], [4, 'missed'], [5, 'cancelled'], [6, 'scheduled']] as const) {
      const startsAt = at(`2024-02-0${day}T03:00:00Z`);
      await sql(tx, "insert into lessons (id, kind, member_id, coach_id, starts_at, ends_at, source, status, scheduled_at) values (?, 'personal', ?, ?, ?, ?, 'plan', ?, ?)", [
        randomUUID(), ids[1], coach.id, startsAt, new Date(startsAt.getTime() + 3_600_000), status, startsAt,
      ]);
    }

    const stats = (await support.agent.get('/admin-api/dashboard?from=2024-01&to=2024-03')).body as DashboardStats;
    expect(stats.months.map((m) => [m.month, m.revenue, m.refunds, m.new_members, m.active_subscriptions, m.ended_subscriptions, m.churn_rate, m.trials, m.converted_trials])).toEqual([
      ['2024-01', 19_800, 0, 2, 2, 0, 0, 3, 1],
      ['2024-02', 5_500, 0, 1, 1, 1, 50, 0, 0],
      ['2024-03', 11_000, 5_500, 0, 1, 0, 0, 0, 0],
    ]);
    expect(stats.months[0].conversion_rate).toBe(33.3);
    expect(stats.coaches.find((c) => c.coach_id === coach.id)).toEqual({ coach_id: coach.id, coach_name: 'ダッシュ 先生', lessons_given: 3, no_shows: 1, no_show_rate: 25 });
    expect(stats.refunds).toEqual([{ id: expect.any(String), refunded_at: '2024-03-20T03:00:00.000Z', what: 'プラン（カード一括）', amount: 5_500 }]);
    expect(stats.totals).toMatchObject({ revenue: 36_300, refunds: 5_500, new_members: 3, active_subscriptions: 1, trials: 3, converted_trials: 1, conversion_rate: 33.3, churn_rate: 25 });

    const months = await support.agent.get('/admin-api/dashboard/months.csv?from=2024-01&to=2024-03');
    expect(months.headers['content-type']).toMatch(/^text\/csv/);
    expect(months.text.replace(/^\ufeff/, '').split('\r\n').slice(0, 3)).toEqual([
      '"月","売上（円）","返金（円）","新規会員","有効な定期契約","終了した契約","解約率（%）","無料体験","有料化","有料化率（%）"',
      '"2024-01","19800","0","2","2","0","0","3","1","33.3"',
      '"2024-02","5500","0","1","1","1","50","0","0",""',
    ]);
    expect((await support.agent.get('/admin-api/dashboard/coaches.csv?from=2024-02&to=2024-02')).text).toContain('"ダッシュ 先生","3","1","25"');
    expect((await support.agent.get('/admin-api/dashboard/refunds.csv?from=2024-03&to=2024-03')).text).toContain('"プラン（カード一括）","5500"');
  });

  it('refuses a malformed or too long period with a Japanese message, an unknown list, and a coach', async () => {
    for (const [query, message] of [
      ['from=2024-1&to=2024-03', '期間は「2026-04」のように年と月で指定してください。'],
      ['from=2024-05&to=2024-03', '期間の開始月は終了月より前にしてください。'],
      ['from=2020-01&to=2024-03', '期間は24か月以内で指定してください。'],
    ]) {
      const res = await support.agent.get(`/admin-api/dashboard?${query}`);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    expect((await support.agent.get('/admin-api/dashboard/users.csv')).status).toBe(400);
    const coach = await operatorAgent(app, { email: 'dash-coach@ggcoach.example', name: 'コーチ', role: 'coach', password: 'dash-coach-password' }, '10.41.0.2');
    expect((await coach.agent.get('/admin-api/dashboard')).status).toBe(403);
  });
});
