import { testDatabaseUrl } from '@coaching/server-core/testing';
import { Client } from 'pg';
import { DEMO_COUPONS, DEMO_GAMES } from './catalogue';
import { DEMO_CAMP, seedDemoData } from './demo-data';

describe('demo data (real PostgreSQL)', () => {
  it('loads the spec catalogue and is idempotent', async () => {
    const url = testDatabaseUrl('api');
    const client = new Client({ connectionString: url });
    await client.connect();
    // Other test files add their own rows to this database at the same time: count the demo's only.
    const demoGameIds = DEMO_GAMES.map((g) => g.id);
    const demoRows = async () =>
      (
        await client.query(
          `select (select count(*) from games where id = any($1))::int as games, (select count(*) from plans where game_id = any($1))::int as plans,
                  (select count(*) from items where game_id = any($1))::int as items, (select count(*) from coupons where code = any($2))::int as coupons`,
          [demoGameIds, DEMO_COUPONS.map((c) => c.code)],
        )
      ).rows[0];
    try {
      const summary = await seedDemoData(url);
      const first = await demoRows();
      await seedDemoData(url);
      expect(await demoRows()).toEqual(first);
      expect(first).toEqual({ games: 2, plans: 17, items: 4, coupons: 2 });
      expect(summary).toMatchObject({ operators: 3, games: expect.any(Number), coupons: expect.any(Number) });

      // The demo guardian (issue 31): a guardian's account linked to the demo member, recorded once on the link's stream.
      const guardian = await client.query(
        `select u.kind, l.status, (select count(*)::int from events e where e.stream_id = 'guardian-link-' || l.id) as events
           from users u join guardian_links l on l.guardian_id = u.id join users m on m.id = l.member_id
          where u.email = 'guardian@ggcoach.example' and m.email = 'member@ggcoach.example'`,
      );
      expect(guardian.rows).toEqual([{ kind: 'guardian', status: 'active', events: 2 }]);

      const games = await client.query('select id, name from games where id = any($1) order by id', [demoGameIds]);
      expect(games.rows).toEqual([
        { id: 1, name: 'APEX LEGENDS' },
        { id: 2, name: 'VALORANT' },
      ]);
      const items = await client.query('select distinct name, round(price * tax_rate)::int as yen from items where game_id = any($1) order by yen desc', [demoGameIds]);
      expect(items.rows).toEqual([
        { name: '追加レッスン（1回）', yen: 9900 },
        { name: '追加イベント参加（1回）', yen: 7700 },
      ]);
      const coupons = await client.query('select code, name, discount_type, discount_value, target, is_active from coupons where code = any($1) order by code desc', [DEMO_COUPONS.map((c) => c.code)]);
      expect(coupons.rows).toEqual([
        { code: 'WELCOME2026', name: '入会金半額', discount_type: 'percent', discount_value: 50, target: 'admission', is_active: true },
        { code: 'FRIEND5000', name: 'お友だち紹介 5,000円引き', discount_type: 'amount', discount_value: 5000, target: 'subtotal', is_active: true },
      ]);

      // The lessons demo (issue 10): a plan taught by the demo coach, two attended lessons with notes, one lesson
      // within two days and one after, and a group of three with a group lesson.
      const lessons = await client.query(
        `select l.kind, l.status, (l.starts_at < now()) as past, (l.starts_at < now() + interval '2 days') as within_two_days, n.lesson_id is not null as noted
           from lessons l join users u on u.id = l.member_id or l.group_id in (select group_id from lesson_group_members where member_id = u.id)
           left join lesson_notes n on n.lesson_id = l.id
          where u.email = 'member@ggcoach.example' order by l.starts_at`,
      );
      expect(lessons.rows).toEqual([
        { kind: 'personal', status: 'attended', past: true, within_two_days: true, noted: true },
        { kind: 'personal', status: 'attended', past: true, within_two_days: true, noted: true },
        { kind: 'personal', status: 'scheduled', past: false, within_two_days: true, noted: false },
        { kind: 'group', status: 'scheduled', past: false, within_two_days: false, noted: false },
        { kind: 'personal', status: 'scheduled', past: false, within_two_days: false, noted: false },
      ]);
      const students = await client.query(
        "select c.code, o.email from lesson_students s join users u on u.id = s.member_id join coaches c on c.id = s.coach_id join operators o on o.id = c.operator_id where u.email = 'member@ggcoach.example'",
      );
      expect(students.rows).toEqual([{ code: 'coach-ren', email: 'coach@ggcoach.example' }]);
      // Last month of the demo coach's students (issue 29): 14 lessons rated and 14 answers to the monthly question.
      const figures = await client.query(
        `select (select count(*)::int from member_lesson_ratings r join lessons l on l.id = r.lesson_id where l.coach_id = c.id and r.score >= 4) as satisfied,
                (select count(*)::int from member_lesson_ratings r join lessons l on l.id = r.lesson_id where l.coach_id = c.id) as rated,
                (select count(*)::int from member_progress_answers a where a.coach_id = c.id and a.improved) as improved,
                (select count(*)::int from member_progress_answers a where a.coach_id = c.id) as answers
           from coaches c where c.code = 'coach-ren'`,
      );
      expect(figures.rows).toEqual([{ satisfied: 13, rated: 14, improved: 13, answers: 14 }]);
      // The plan came from an order, as a member's does: three months by bank transfer, received, and the subscription
      // billing's reactors started from it, naming that order.
      const orders = await client.query(
        `select p.kind, p.method, p.period, p.status, p.amount + p.tax as total, so.state, p.created_at < s.starts_at as applied_before, u.created_at < p.created_at as signed_up_before,
                s.starts_at < now() - interval '25 days' and s.ends_at > now() + interval '50 days' as runs
           from payments p join users u on u.id = p.user_id
           join subscription_orders so on so.payment_id = p.id join subscriptions s on s.id = so.subscription_id
          where u.email = 'member@ggcoach.example'`,
      );
      expect(orders.rows).toEqual([{ kind: 'plan', method: 'bank', period: 3, status: 'captured', total: expect.any(Number), state: 'paid', applied_before: true, signed_up_before: true, runs: true }]);
      // Every demo order numbers its charges from 0, as the payments projection does (the screens show n + 1).
      const misnumbered = await client.query('select count(*)::int as orders from payments p where (select min(n) from payment_charges c where c.payment_id = p.id) <> 0');
      expect(misnumbered.rows).toEqual([{ orders: 0 }]);
      const group = await client.query("select count(*)::int as members from lesson_group_members m join lesson_groups g on g.id = m.group_id where g.name = 'チーム GG ブルー'");
      expect(group.rows).toEqual([{ members: 3 }]);
      // One open camp, seeded once however often the seed runs.
      const camps = await client.query(
        `select count(*)::int as n, bool_and(application_starts_at <= now() and application_ends_at > now()) as open,
                bool_and(to_char(starts_at at time zone 'Asia/Tokyo', 'HH24:MI') = '10:00') as at_ten from camp_events where name = $1`,
        [DEMO_CAMP.name],
      );
      expect(camps.rows[0]).toEqual({ n: 1, open: true, at_ten: true });
    } finally {
      await client.end();
    }
  });
});
