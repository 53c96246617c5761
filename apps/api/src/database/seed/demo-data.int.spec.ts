import { testDatabaseUrl } from '@coaching/server-core/testing';
import { Client } from 'pg';
import { DEMO_COUPONS, DEMO_GAMES } from './catalogue';
import { seedDemoData } from './demo-data';

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
      expect(first).toEqual({ games: 2, plans: 10, items: 4, coupons: 2 });
      expect(summary).toMatchObject({ operators: 2, games: expect.any(Number), coupons: expect.any(Number) });

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
    } finally {
      await client.end();
    }
  });
});
