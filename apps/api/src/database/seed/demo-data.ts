import { MikroORM } from '@mikro-orm/postgresql';
import { buildOrmConfig, hashPassword, loadConfig, sql } from '@coaching/server-core';
import { Operator, upsertOperator } from '@coaching/server-backoffice';
import { DEMO_COACHES, DEMO_COUPONS, DEMO_GAMES, DEMO_ITEMS, DEMO_MEMBER, DEMO_NEWS, DEMO_PLANS, eventDetail, periodPrices, TAX_RATE } from './catalogue';

/** Demo accounts printed by `npm start`; never used outside development (the seed refuses production). */
export const DEMO_OPERATORS = [
  { email: 'admin@ggcoach.example', name: '運営 管理者', role: 'admin', password: 'admin-demo-password' },
  { email: 'support@ggcoach.example', name: 'サポート 担当', role: 'support', password: 'support-demo-password' },
] as const;

/** Loads the demo data of spec §9; running it again changes nothing new. */
export async function seedDemoData(databaseUrl?: string): Promise<Record<string, number>> {
  const config = loadConfig();
  if (config.isProduction) throw new Error('Demo data is for development only.');
  const orm = await MikroORM.init({ ...buildOrmConfig({ databaseUrl: databaseUrl ?? config.DATABASE_URL, entities: [Operator] }), logger: () => undefined });
  try {
    const em = orm.em.fork();
    for (const operator of DEMO_OPERATORS) await upsertOperator(em, { ...operator });
    await em.transactional(async (tx) => {
      for (const game of DEMO_GAMES) {
        await sql(
          tx,
          `insert into games (id, name, description, discord_url, sort_order) values (?, ?, ?, ?, ?)
           on conflict (id) do update set name = excluded.name, description = excluded.description, discord_url = excluded.discord_url, sort_order = excluded.sort_order`,
          [game.id, game.name, game.description, game.discordUrl, game.sortOrder],
        );
        for (const [order, plan] of DEMO_PLANS.entries()) {
          const prices = periodPrices(plan.minMonthlyTaxIncluded);
          await sql(
            tx,
            `insert into plans (game_id, code, name, lesson_count, coaching_detail, special_coaching_count, special_coaching_detail, price1, price2, price3, price4, price5, price6, tax_rate, sort_order)
             values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
             on conflict (game_id, code) do update set name = excluded.name, lesson_count = excluded.lesson_count, coaching_detail = excluded.coaching_detail,
               special_coaching_count = excluded.special_coaching_count, special_coaching_detail = excluded.special_coaching_detail,
               price1 = excluded.price1, price2 = excluded.price2, price3 = excluded.price3, price4 = excluded.price4, price5 = excluded.price5, price6 = excluded.price6,
               tax_rate = excluded.tax_rate, sort_order = excluded.sort_order`,
            [game.id, plan.code, plan.name, plan.lessons, plan.coaching, plan.events, eventDetail(plan.events), ...prices, TAX_RATE, order + 1],
          );
        }
        for (const item of DEMO_ITEMS) {
          await sql(tx, 'insert into items (game_id, code, name, price, tax_rate) values (?, ?, ?, ?, ?) on conflict (game_id, code) do update set name = excluded.name, price = excluded.price', [
            game.id,
            item.code,
            item.name,
            item.price,
            TAX_RATE,
          ]);
        }
      }
      for (const coupon of DEMO_COUPONS) {
        await sql(
          tx,
          `insert into coupons (code, name, discount_type, discount_value, target) values (?, ?, ?, ?, ?)
           on conflict (code) do update set name = excluded.name, discount_type = excluded.discount_type, discount_value = excluded.discount_value, target = excluded.target`,
          [coupon.code, coupon.name, coupon.discountType, coupon.discountValue, coupon.target],
        );
      }
      for (const coach of DEMO_COACHES) {
        await sql(tx, 'insert into coaches (id, code, name, game_id, profile) values (gen_random_uuid(), ?, ?, ?, ?) on conflict (code) do update set name = excluded.name, profile = excluded.profile', [
          coach.code,
          coach.name,
          coach.gameId,
          coach.profile,
        ]);
      }
      for (const news of DEMO_NEWS) {
        await sql(tx, 'insert into news (slug, title, body, published_at) values (?, ?, ?, ?) on conflict (slug) do update set title = excluded.title, body = excluded.body', [
          news.slug,
          news.title,
          news.body,
          news.publishedAt,
        ]);
      }
      const memberHash = await hashPassword(DEMO_MEMBER.password);
      await sql(
        tx,
        `insert into users (id, email, password_hash, last_name, first_name, email_verified_at) values (gen_random_uuid(), ?, ?, ?, ?, now())
         on conflict (lower(email)) do update set password_hash = excluded.password_hash`,
        [DEMO_MEMBER.email, memberHash, DEMO_MEMBER.lastName, DEMO_MEMBER.firstName],
      );
    });
    const counts = await sql<{ games: string; plans: string; items: string; coupons: string; coaches: string; news: string; members: string }>(
      em,
      'select (select count(*) from games) games, (select count(*) from plans) plans, (select count(*) from items) items, (select count(*) from coupons) coupons, (select count(*) from coaches) coaches, (select count(*) from news) news, (select count(*) from users) members',
    );
    return { operators: DEMO_OPERATORS.length, ...Object.fromEntries(Object.entries(counts[0]).map(([k, v]) => [k, Number(v)])) };
  } finally {
    await orm.close(true);
  }
}
