import { MikroORM } from '@mikro-orm/postgresql';
import { buildOrmConfig, hashPassword, loadConfig, sql } from '@coaching/server-core';
import { Operator, upsertOperator } from '@coaching/server-backoffice';
import { seedDemoDashboard } from './demo-dashboard';
import { seedDemoLessons } from './demo-lessons';
import { DEMO_COACHES, DEMO_COUPONS, DEMO_TRIAL_HOURS, DEMO_EXTRA_PLANS, DEMO_GAMES, DEMO_ITEMS, DEMO_LEGACY_GAME, DEMO_MEMBER, DEMO_NEWS, DEMO_PLANS, demoExtraPlanPrice, eventDetail, periodPrices, TAX_RATE } from './catalogue';

/** Demo accounts printed by `npm start`; never used outside development (the seed refuses production). */
export const DEMO_OPERATORS = [
  { email: 'admin@ggcoach.example', name: '運営 管理者', role: 'admin', password: 'admin-demo-password' },
  // A second admin (issue 32): a refund adjusted beyond the threshold is approved by an admin other than the one who asked.
  { email: 'admin2@ggcoach.example', name: '運営 副管理者', role: 'admin', password: 'admin2-demo-password' },
  { email: 'support@ggcoach.example', name: 'サポート 担当', role: 'support', password: 'support-demo-password' },
] as const;

/** Loads the demo data of spec §9; running it again changes nothing new. */
/** The demo's open Fortnite camp (spec §1: elementary grade 4 to high-school grade 3). */
export const DEMO_CAMP = { name: 'GG COACH フォートナイトキャンプ（冬）', venue: '東京都渋谷区神南1-2-3 GG COACH 渋谷アリーナ', capacity: 40, price: 16_500, gradeFrom: 'e4', gradeTo: 'h3' } as const;

export async function seedDemoData(databaseUrl?: string): Promise<Record<string, number>> {
  const config = loadConfig();
  if (config.isProduction) throw new Error('Demo data is for development only.');
  const orm = await MikroORM.init({ ...buildOrmConfig({ databaseUrl: databaseUrl ?? config.DATABASE_URL, entities: [Operator] }), logger: () => undefined });
  let summary: Record<string, number>;
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
      await sql(
        tx,
        `insert into games (id, name, description, is_purchasable, is_legacy, sort_order) values (?, ?, ?, false, true, ?)
         on conflict (id) do update set name = excluded.name, description = excluded.description, is_purchasable = false, is_legacy = true, sort_order = excluded.sort_order`,
        [DEMO_LEGACY_GAME.id, DEMO_LEGACY_GAME.name, DEMO_LEGACY_GAME.description, DEMO_LEGACY_GAME.sortOrder],
      );
      for (const [order, plan] of DEMO_EXTRA_PLANS.entries()) {
        for (const gameId of plan.gameIds) {
          await sql(
            tx,
            `insert into plans (game_id, code, name, plan_type, is_group, lesson_type, lesson_count, coaching_detail, price1, tax_rate, sort_order)
             values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
             on conflict (game_id, code) do update set name = excluded.name, plan_type = excluded.plan_type, is_group = excluded.is_group, lesson_type = excluded.lesson_type,
               lesson_count = excluded.lesson_count, coaching_detail = excluded.coaching_detail, price1 = excluded.price1, tax_rate = excluded.tax_rate, sort_order = excluded.sort_order`,
            [gameId, plan.code, plan.name, plan.planType, plan.isGroup, plan.lessonType, plan.lessons, plan.coaching, demoExtraPlanPrice(plan.monthlyTaxIncluded), TAX_RATE, DEMO_PLANS.length + order + 1],
          );
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
      for (const coach of DEMO_COACHES) {
        for (const hours of DEMO_TRIAL_HOURS) {
          await sql(
            tx,
            `insert into trial_hours (game_id, coach_id, weekday, start_time, end_time) select c.game_id, c.id, ?, ?, ? from coaches c where c.code = ?
             on conflict (coach_id, weekday, start_time) do update set end_time = excluded.end_time`,
            [hours.weekday, hours.start, hours.end, coach.code],
          );
        }
      }
      for (const news of DEMO_NEWS) {
        await sql(tx, 'insert into news (slug, title, body, published_at, game_id) values (?, ?, ?, ?, ?) on conflict (slug) do update set title = excluded.title, body = excluded.body, game_id = excluded.game_id', [
          news.slug,
          news.title,
          news.body,
          news.publishedAt,
          'gameId' in news ? news.gameId : null,
        ]);
      }
      // One open camp (issue 13): starts 30 days after seeding, 10:00-17:00 Tokyo, applications until 2 days before.
      // Seeding again leaves it alone while its period is open, and moves it forward once the period has ended.
      const campStart = `date_trunc('day', now() at time zone 'Asia/Tokyo') + interval '30 days 10 hours'`;
      const campValues = `(${campStart}) at time zone 'Asia/Tokyo', (${campStart} + interval '7 hours') at time zone 'Asia/Tokyo', now() - interval '1 day', (${campStart} - interval '2 days') at time zone 'Asia/Tokyo'`;
      const moved = await sql(
        tx,
        `update camp_events set (starts_at, ends_at, application_starts_at, application_ends_at) = (${campValues}) where name = ? and application_ends_at < now() returning id`,
        [DEMO_CAMP.name],
      );
      if (moved.length === 0) {
        await sql(
          tx,
          `insert into camp_events (name, venue, capacity, price, grade_from, grade_to, starts_at, ends_at, application_starts_at, application_ends_at)
           select ?, ?, ?, ?, ?, ?, ${campValues} where not exists (select 1 from camp_events where name = ?)`,
          [DEMO_CAMP.name, DEMO_CAMP.venue, DEMO_CAMP.capacity, DEMO_CAMP.price, DEMO_CAMP.gradeFrom, DEMO_CAMP.gradeTo, DEMO_CAMP.name],
        );
      }
      const memberHash = await hashPassword(DEMO_MEMBER.password);
      await sql(
        tx,
        `insert into users (id, email, password_hash, last_name, first_name, email_verified_at) values (gen_random_uuid(), ?, ?, ?, ?, now())
         on conflict (lower(email)) do update set password_hash = excluded.password_hash`,
        [DEMO_MEMBER.email, memberHash, DEMO_MEMBER.lastName, DEMO_MEMBER.firstName],
      );
      // Only when the member has no courses yet: the demo member's own choices survive a second seed.
      const [member] = await sql<{ id: string; courses: string }>(tx, 'select u.id, (select count(*) from game_users g where g.user_id = u.id) as courses from users u where lower(u.email) = lower(?)', [DEMO_MEMBER.email]);
      if (Number(member.courses) === 0) {
        for (const { gameId, selected } of DEMO_MEMBER.games) await sql(tx, 'insert into game_users (user_id, game_id, is_selected) values (?, ?, ?)', [member.id, gameId, selected]);
      }
    });
    await em.transactional((tx) => seedDemoDashboard(tx));
    const counts = await sql<{ games: string; plans: string; items: string; coupons: string; coaches: string; news: string; members: string; camps: string }>(
      em,
      'select (select count(*) from games) games, (select count(*) from plans) plans, (select count(*) from items) items, (select count(*) from coupons) coupons, (select count(*) from coaches) coaches, (select count(*) from news) news, (select count(*) from users) members, (select count(*) from camp_events) camps',
    );
    summary = { operators: DEMO_OPERATORS.length, ...Object.fromEntries(Object.entries(counts[0]).map(([k, v]) => [k, Number(v)])) };
  } finally {
    await orm.close(true);
  }
  // Written through the product's own event store and reactors, after the tables it refers to.
  await seedDemoLessons(databaseUrl);
  return summary;
}
