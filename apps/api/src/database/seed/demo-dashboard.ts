import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { addTokyoDays, addTokyoMonths, GAME_IDS, tokyoDate, tokyoMonth, tokyoMonthRange } from '@coaching/contracts';
import { sql } from '@coaching/server-core';

/**
 * Half a year of school history for the back office's dashboard (issue 14): members signing up, free trials and
 * the ones that became paid plans, monthly charges, subscriptions that ended, two refunds, and the demo coaches'
 * attended and missed lessons. Written straight into the read models as history (there is no way to make the
 * past happen through today's commands); each row has an id fixed by its name, so a second seed adds nothing.
 * Rebuilding billing's, trials' or lessons' projections from the events removes this history again.
 */

const SURNAMES = ['佐々木', '山本', '中村', '小林', '加藤', '吉田', '山田', '松本', '井上', '木村', '林', '清水'];
const GIVEN = ['陽翔', '蒼', '湊', '結菜', '陽葵', '凛', '大和', '芽依', '蓮', '紬', '悠真', '咲良'];

/** Per month, oldest first: sign-ups, trials, plans started (all from trials), lessons per coach (given, missed). */
const MONTHS = [
  { members: 7, trials: 6, started: 3, lessons: [14, 1] },
  { members: 9, trials: 8, started: 4, lessons: [18, 2] },
  { members: 12, trials: 10, started: 5, lessons: [22, 1] },
  { members: 10, trials: 9, started: 4, lessons: [26, 3] },
  { members: 15, trials: 12, started: 7, lessons: [30, 2] },
  { members: 11, trials: 9, started: 5, lessons: [16, 1] },
] as const;
const MONTHLY_FEE = { amount: 18_000, tax: 1_800 };

const fixedUuid = (name: string) => {
  const hex = createHash('sha256').update(`demo-dashboard:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

const HOUR_MS = 3_600_000;
/** Day `day` of the Tokyo month `offset` months before this one, at `hour`:00 Tokyo. */
const tokyoDay = (offset: number, day: number, hour: number) => {
  const month = addTokyoMonths(tokyoMonthRange(tokyoMonth(new Date())).from, -offset);
  return new Date(addTokyoDays(month, day - 1).getTime() + hour * HOUR_MS);
};

export async function seedDemoDashboard(em: EntityManager): Promise<void> {
  const now = new Date();
  const [plan] = await sql<{ id: number }>(em, "select id from plans where game_id = ? and plan_type = 'normal' order by sort_order limit 1", [GAME_IDS.VALORANT]);
  const coaches = await sql<{ id: string; game_id: number }>(em, "select id, game_id from coaches where code like 'coach-%' order by code");
  if (!plan || coaches.length === 0) return;
  const today = Number(tokyoDate(now).slice(8, 10));

  for (const [i, month] of MONTHS.entries()) {
    const offset = MONTHS.length - 1 - i;
    // This month: only days already past.
    const lastDay = offset === 0 ? Math.max(1, today - 1) : 27;
    const day = (n: number, of: number) => 1 + Math.floor((n * (lastDay - 1)) / Math.max(1, of));
    for (let n = 0; n < month.members; n++) {
      const memberId = fixedUuid(`member-${offset}-${n}`);
      const joined = tokyoDay(offset, day(n, month.members), 12);
      if (joined > now) continue;
      await sql(
        em,
        `insert into users (id, email, last_name, first_name, email_verified_at, created_at) values (?, ?, ?, ?, ?, ?) on conflict do nothing`,
        [memberId, `demo-${memberId.slice(0, 8)}@member.ggcoach.example`, SURNAMES[(n + i) % SURNAMES.length], GIVEN[(n * 5 + i) % GIVEN.length], joined, joined],
      );
      if (n >= month.trials) continue;
      // The trial a few days after signing up; the first `started` of them bought a plan two days later.
      const coach = coaches[(n + i) % coaches.length];
      const trialAt = new Date(joined.getTime() + 2 * 86_400_000 + 7 * 3600_000);
      if (trialAt > now) continue;
      const converted = n < month.started;
      const status = converted || n % 4 !== 3 ? 'attended' : 'no_show';
      await sql(
        em,
        `insert into trials (id, member_id, game_id, coach_id, last_name, first_name, starts_at, ends_at, status, converted_at, attendance_recorded_at, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict do nothing`,
        [fixedUuid(`trial-${offset}-${n}`), memberId, coach.game_id, coach.id, SURNAMES[(n + i) % SURNAMES.length], GIVEN[(n * 5 + i) % GIVEN.length], trialAt, new Date(trialAt.getTime() + 3600_000), status, converted ? new Date(trialAt.getTime() + 2 * 86_400_000) : null, trialAt, joined, trialAt],
      );
      if (!converted) continue;
      // A monthly plan from the conversion: every fourth one of the older months ends after two months (churn).
      const starts = new Date(trialAt.getTime() + 2 * 86_400_000);
      if (starts > now) continue;
      const ends = n % 4 === 1 && offset >= 2 ? addTokyoMonths(starts, 2) : addTokyoMonths(starts, offset + 1);
      const subscriptionId = fixedUuid(`subscription-${offset}-${n}`);
      await sql(em, 'insert into subscriptions (id, member_id, plan_id, game_id, lessons_per_month, starts_at, ends_at, updated_at) values (?, ?, ?, ?, 4, ?, ?, ?) on conflict do nothing', [
        subscriptionId,
        memberId,
        plan.id,
        GAME_IDS.VALORANT,
        starts,
        ends,
        starts,
      ]);
      const charges = Array.from({ length: 8 }, (_, k) => addTokyoMonths(starts, k)).filter((at) => at < ends && at <= now);
      const refunded = n === 0 && (offset === 1 || offset === 3);
      const paymentId = fixedUuid(`payment-${offset}-${n}`);
      await sql(
        em,
        `insert into payments (id, user_id, kind, plan_id, game_id, period, quantity, method, status, amount, tax, charges_total, charges_paid, paid_at, created_at, updated_at)
         values (?, ?, 'plan', ?, ?, 1, 1, 'split', ?, ?, ?, ?, ?, ?, ?, ?) on conflict do nothing`,
        [paymentId, memberId, plan.id, GAME_IDS.VALORANT, refunded ? 'refunded' : 'captured', MONTHLY_FEE.amount * charges.length, MONTHLY_FEE.tax * charges.length, charges.length, charges.length, starts, starts, refunded ? new Date(starts.getTime() + 5 * 86_400_000) : starts],
      );
      for (const [k, at] of charges.entries()) {
        await sql(
          em,
          `insert into payment_charges (payment_id, n, provider_order_id, amount, tax, due_at, status, charged_at) values (?, ?, ?, ?, ?, ?, 'captured', ?) on conflict do nothing`,
          // n counts from 0, as the payments projection numbers an order's charges (the screens add 1).
          [paymentId, k, `demo-${paymentId.slice(0, 8)}-${k + 1}`, MONTHLY_FEE.amount, MONTHLY_FEE.tax, at, at],
        );
      }
    }
    // Lessons: each coach teaches at 10:00 Tokyo on distinct days; given vs missed per the month's numbers.
    const [given, missed] = month.lessons;
    for (const [c, coach] of coaches.entries()) {
      const count = Math.max(1, given - c * 3) + missed;
      for (let n = 0; n < count; n++) {
        const startsAt = tokyoDay(offset, 1 + (n % lastDay), 10 + Math.floor(n / lastDay));
        if (startsAt.getTime() + 3600_000 > now.getTime()) continue;
        const memberId = fixedUuid(`member-${offset}-${(n + c * 7) % month.members}`);
        await sql(
          em,
          `insert into lessons (id, kind, member_id, coach_id, starts_at, ends_at, source, status, attendance_recorded_at, scheduled_at)
           values (?, 'personal', ?, ?, ?, ?, 'plan', ?, ?, ?) on conflict do nothing`,
          [fixedUuid(`lesson-${offset}-${c}-${n}`), memberId, coach.id, startsAt, new Date(startsAt.getTime() + 3600_000), n < missed + (c % 2) ? 'missed' : 'attended', startsAt, startsAt],
        );
      }
    }
  }
}
