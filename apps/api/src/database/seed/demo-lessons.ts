import { EntityManager } from '@mikro-orm/postgresql';
import { NestFactory } from '@nestjs/core';
import { GAME_IDS, type KarteNote, type PlanType } from '@coaching/contracts';
import { upsertOperator } from '@coaching/server-backoffice';
import { chargeSchedule, orderDecider, paymentStream, pricePlan, subscriptionId as subscriptionIdOf, subscriptionStream } from '@coaching/server-billing';
import { EventStore, hashPassword, ReactorRegistry, runPendingReactions, sql, type DomainEvent } from '@coaching/server-core';
import { lessonStream, type LessonScheduledData } from '@coaching/server-lessons';
import { DemoSeedModule } from './demo-seed.module';
import { DEMO_MEMBER } from './catalogue';
import { appendOnce, personalLesson, seedUuid, tokyoAt } from './seed-lessons';
import { seedTwoCourseMember } from './demo-courses';
import { seedDemoProgress } from './demo-progress';
import { seedDemoGuardian } from './demo-guardians';

/** The demo coach's back-office account (README table). */
export const DEMO_COACH_OPERATOR = { email: 'coach@ggcoach.example', name: '伊藤 蓮', role: 'coach', password: 'coach-demo-password' } as const;
const DEMO_COACH_CODE = 'coach-ren';
/** The support operator (demo-data.ts) who recorded the demo member's bank transfer. */
const DEMO_SUPPORT_EMAIL = 'support@ggcoach.example';

/** Group mates of the demo member (no password: they only appear in the group). */
const GROUP_MATES = [
  { email: 'group-mate-1@ggcoach.example', lastName: '鈴木', firstName: '翔', discordId: 'sho_valo' },
  { email: 'group-mate-2@ggcoach.example', lastName: '田中', firstName: '葵', discordId: 'aoi_duelist' },
] as const;
const DEMO_GROUP_ID = '8d4c6c1e-3c1a-4d57-9a50-3b9d7c2a0f11';

/** A uuid fixed by a name, so a second seed finds what the first wrote. */
const fixedUuid = (name: string) => seedUuid('demo-lessons', name);

const NOTES: KarteNote[] = [
  {
    worked_on: 'クロスヘアの置き位置と、ピーク前のプリエイムを確認しました。',
    homework: '射撃場でヘッドライン維持の練習を毎日10分。',
    ratings: { aim: 2, movement: 3, game_sense: 2, communication: 3 },
    shared_with_guardian: false,
  },
  {
    worked_on: 'アセントの攻め（Aサイト）の定点と、ラウンド序盤の情報の取り方。',
    homework: 'リプレイを1試合見返し、デスの原因をメモしてくる。',
    ratings: { aim: 3, movement: 3, game_sense: 3, communication: 4 },
    // Shared with the guardians (ADR 0038): the demo guardian reads this one on /guardian.
    shared_with_guardian: true,
  },
];

/**
 * The lessons part of the demo (issue 10): the demo member holds a running Standard VALORANT plan taught by the demo
 * coach (who signs in as `coach@ggcoach.example`), with two attended lessons and their karte notes, one lesson more
 * than two days ahead (cancellable) and one within two days (not), and a group of three with a group lesson.
 * Everything is written as the product writes it: billing's and the lessons' events through the event store, whose
 * projections and reactors (run here, as the worker would) fill the read models. A second run adds nothing.
 */
export async function seedDemoLessons(databaseUrl?: string): Promise<void> {
  // The api's modules read their database from the environment, as the api does.
  const previousUrl = process.env.DATABASE_URL;
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
  const app = await NestFactory.createApplicationContext(DemoSeedModule, { logger: false });
  try {
    const em = app.get(EntityManager);
    const store = app.get(EventStore);
    const coachOperator = await upsertOperator(em.fork(), { ...DEMO_COACH_OPERATOR });
    const [coach] = await sql<{ id: string }>(em.fork(), 'update coaches set operator_id = ?, email = ? where code = ? returning id', [coachOperator.id, DEMO_COACH_OPERATOR.email, DEMO_COACH_CODE]);
    // Every demo coach teaches weekday evenings and weekend days (Tokyo), around their trial hours (DEMO_TRIAL_HOURS: trials
    // are offered only inside a coach's weekly hours, issue 30).
    await sql(
      em.fork(),
      `insert into coach_weekly_hours (coach_id, weekday, starts, ends)
       select c.id, d, case when d in (0, 6) then '10:00'::time else '18:00'::time end, '23:00'::time from coaches c cross join generate_series(0, 6) d
       on conflict do nothing`,
    );
    const [member] = await sql<{ id: string }>(em.fork(), 'select id from users where lower(email) = ?', [DEMO_MEMBER.email]);
    const [plan] = await sql<{ id: number; lesson_count: number; plan_type: PlanType; is_group: boolean; tax_rate: string; price3: number }>(
      em.fork(),
      "select id, lesson_count, plan_type, is_group, tax_rate, price3 from plans where game_id = ? and code = 'standard'",
      [GAME_IDS.VALORANT],
    );
    const subscriptionId = subscriptionIdOf(member.id, plan.id);

    const append = appendOnce(em, store);

    // The plan as a member buys it: three months ordered by bank transfer a month ago, the transfer recorded by support,
    // and billing's reactors starting the subscription from the order, so the member's 決済履歴 and the back office's
    // purchases show what paid for it (and a refund can be tried on it). A database seeded before the demo had the
    // order keeps its plan as it is: a second order would extend it.
    if ((await store.readStream(em.fork(), subscriptionStream(subscriptionId).id)).version === 0) {
      const [support] = await sql<{ id: string; name: string }>(em.fork(), 'select id, name from operators where email = ?', [DEMO_SUPPORT_EMAIL]);
      const paymentId = fixedUuid('payment');
      const orderedAt = tokyoAt(-31, 21);
      const quote = pricePlan({
        plan: { planType: plan.plan_type, isGroup: plan.is_group, prices: [plan.price3], periods: [3], taxRate: plan.tax_rate },
        period: 3,
        method: 'bank',
        admissionFeeDue: true,
      });
      const placed = orderDecider.decide(
        {
          type: 'PlaceOrder',
          data: {
            order: {
              paymentId,
              memberId: member.id,
              kind: 'plan',
              planId: plan.id,
              itemId: null,
              gameId: GAME_IDS.VALORANT,
              period: 3,
              quantity: 1,
              method: 'bank',
              charges: chargeSchedule(quote.charges, 'bank', orderedAt),
              admissionFee: quote.result.admission_fee - quote.result.discount_admission_fee,
              couponCode: null,
              lessonsPerMonth: plan.lesson_count,
              requestedAt: orderedAt.toISOString(),
            },
            planType: plan.plan_type,
            facts: { personalInformationCompleted: true, heldAddPlans: [], card: null },
          },
        },
        orderDecider.initialState(),
      );
      const received = orderDecider.decide(
        { type: 'RecordTransferReceived', data: { operatorId: support.id, operatorName: support.name, receivedAt: tokyoAt(-30, 11).toISOString() } },
        placed.reduce(orderDecider.evolve, orderDecider.initialState()),
      );
      await append(paymentStream(paymentId), [...placed, ...received]);
      // A member who ordered a month ago signed up before that (登録日 on the back office's member page).
      await sql(em.fork(), 'update users set created_at = least(created_at, ?) where id = ?', [tokyoAt(-33, 20), member.id]);
    }
    await runPendingReactions(em, app.get(ReactorRegistry));
    await sql(em.fork(), 'update lesson_students set coach_id = ?, assigned_at = coalesce(assigned_at, now()) where subscription_id = ?', [coach.id, subscriptionId]);

    const lesson = async (name: string, startsAt: Date, extra: Partial<LessonScheduledData>, after: DomainEvent[] = []) => {
      const lessonId = fixedUuid(name);
      const scheduled = personalLesson({ lessonId, memberId: member.id, coachId: coach.id, subscriptionId, startsAt }, extra);
      await append(lessonStream(lessonId), [{ type: 'LessonScheduled', data: scheduled }, ...after]);
      return lessonId;
    };
    for (const [i, note] of NOTES.entries()) {
      const startsAt = tokyoAt(-14 + i * 7, 20);
      const id = await lesson(`attended-${i}`, startsAt, {}, [{ type: 'LessonAttended', data: { recordedAt: new Date(startsAt.getTime() + 3600 * 1000).toISOString() } }]);
      await sql(
        em.fork(),
        `insert into lesson_notes (lesson_id, member_id, coach_id, worked_on, homework, ratings, shared_with_guardian, written_at, updated_at) values (?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?) on conflict (lesson_id) do nothing`,
        [id, member.id, coach.id, note.worked_on, note.homework, JSON.stringify(note.ratings), note.shared_with_guardian, new Date(startsAt.getTime() + 2 * 3600 * 1000), new Date(startsAt.getTime() + 2 * 3600 * 1000)],
      );
    }
    await lesson('within-two-days', tokyoAt(1, 21), {});
    await lesson('next-week', tokyoAt(6, 20), {});

    // A group of three with its group lesson.
    const mates: string[] = [];
    const hash = await hashPassword(`group-mate-${Date.now()}`);
    for (const mate of GROUP_MATES) {
      const [row] = await sql<{ id: string }>(
        em.fork(),
        `insert into users (id, email, password_hash, last_name, first_name, discord_id, email_verified_at) values (gen_random_uuid(), ?, ?, ?, ?, ?, now())
         on conflict (lower(email)) do update set last_name = excluded.last_name returning id`,
        [mate.email, hash, mate.lastName, mate.firstName, mate.discordId],
      );
      mates.push(row.id);
    }
    await sql(
      em.fork(),
      `insert into lesson_groups (id, name, image_url, type_label, discord_url, game_id, coach_id) values (?, 'チーム GG ブルー', null, '3人グループ', 'https://discord.gg/ggcoach-valorant', ?, ?)
       on conflict (id) do nothing`,
      [DEMO_GROUP_ID, GAME_IDS.VALORANT, coach.id],
    );
    for (const [i, id] of [member.id, ...mates].entries()) {
      await sql(em.fork(), 'insert into lesson_group_members (group_id, member_id, is_leader, ticket_count) values (?, ?, ?, ?) on conflict do nothing', [DEMO_GROUP_ID, id, i === 0, 2]);
    }
    await lesson('group', tokyoAt(3, 21), { kind: 'group', memberId: null, groupId: DEMO_GROUP_ID, subscriptionId: null });
    // A member with two courses, whose mypage switches with the course chosen (issue 29).
    await seedTwoCourseMember(app);
    // Last month of the demo coach's students: ratings and answers to the monthly question (issue 29).
    await seedDemoProgress(app, coach.id);
    // The demo guardian and their link to the demo member (issue 31), through the link's rules.
    await seedDemoGuardian(app);
  } finally {
    await app.close();
    process.env.DATABASE_URL = previousUrl;
  }
}
