import { EntityManager } from '@mikro-orm/postgresql';
import type { INestApplicationContext } from '@nestjs/common';
import { addTokyoDays, GAME_IDS } from '@coaching/contracts';
import { subscriptionId as subscriptionIdOf, subscriptionStream } from '@coaching/server-billing';
import { EventStore, hashPassword, ReactorRegistry, runPendingReactions, sql } from '@coaching/server-core';
import { lessonStream } from '@coaching/server-lessons';
import { appendOnce, personalLesson, seedUuid, tokyoAt } from './seed-lessons';

/**
 * A member with two courses (issue 29, courses really switch): a running APEX LEGENDS plan and, bought after it, a
 * VALORANT plan, each with its own chart, coach and lesson ahead, and an APEX group. Choosing a course in the sidebar
 * switches mypage between them (journey course-switch.e2e.ts). Apart from the demo member and the demo coach, so the
 * other journeys see what they saw before.
 */
export const DEMO_TWO_COURSES_MEMBER = {
  email: 'two-courses@ggcoach.example',
  password: 'two-courses-demo-password',
  lastName: '佐藤',
  firstName: '花子',
} as const;

/** Per course: the plan (catalogue code), its coach (catalogue code), its chart and its lesson ahead (days from today, Tokyo hour). */
const COURSES = [
  { gameId: GAME_IDS.APEX_LEGENDS, plan: 'standard', coach: 'coach-kaito', startedDaysAgo: 20, chart: 'https://docs.google.com/spreadsheets/d/1DemoTwoCoursesApexChart_0123456789ab/edit', lesson: { days: 4, hour: 22 } },
  { gameId: GAME_IDS.VALORANT, plan: 'lite', coach: 'coach-yui', startedDaysAgo: 10, chart: 'https://docs.google.com/spreadsheets/d/1DemoTwoCoursesValoChart_0123456789ab/edit', lesson: { days: 5, hour: 22 } },
] as const;
const GROUP_ID = '3f0d2a7e-6b1c-4e8a-9c3d-5a7b9e1f2c44';
const fixedUuid = (name: string) => seedUuid('demo-courses', name);

/** Written through the event store and its reactors, as billing and the lessons context write them; a second run adds nothing. */
export async function seedTwoCourseMember(app: INestApplicationContext): Promise<void> {
  const em = app.get(EntityManager);
  const store = app.get(EventStore);
  const append = appendOnce(em, store);

  const [member] = await sql<{ id: string }>(
    em.fork(),
    `insert into users (id, email, password_hash, last_name, first_name, email_verified_at) values (gen_random_uuid(), ?, ?, ?, ?, now())
     on conflict (lower(email)) do update set password_hash = excluded.password_hash returning id`,
    [DEMO_TWO_COURSES_MEMBER.email, await hashPassword(DEMO_TWO_COURSES_MEMBER.password), DEMO_TWO_COURSES_MEMBER.lastName, DEMO_TWO_COURSES_MEMBER.firstName],
  );

  const subscriptions: string[] = [];
  for (const course of COURSES) {
    const [plan] = await sql<{ id: number; lesson_count: number }>(em.fork(), 'select id, lesson_count from plans where game_id = ? and code = ?', [course.gameId, course.plan]);
    const subscriptionId = subscriptionIdOf(member.id, plan.id);
    subscriptions.push(subscriptionId);
    const startsAt = tokyoAt(-course.startedDaysAgo, 12);
    // Started in order (APEX, then VALORANT): billing selects the course of the plan started last, as a purchase does.
    await append(subscriptionStream(subscriptionId), [
      {
        type: 'SubscriptionStarted',
        data: {
          subscriptionId,
          memberId: member.id,
          planId: plan.id,
          gameId: course.gameId,
          lessonsPerMonth: plan.lesson_count,
          paymentId: fixedUuid(`payment-${course.plan}-${course.gameId}`),
          months: 3,
          startsAt: startsAt.toISOString(),
          endsAt: addTokyoDays(startsAt, 90).toISOString(),
        },
      },
    ]);
    await runPendingReactions(em, app.get(ReactorRegistry));
  }

  for (const [i, course] of COURSES.entries()) {
    const subscriptionId = subscriptions[i];
    const [coach] = await sql<{ id: string }>(em.fork(), 'select id from coaches where code = ?', [course.coach]);
    await sql(em.fork(), 'update lesson_students set coach_id = ?, assigned_at = coalesce(assigned_at, now()) where subscription_id = ?', [coach.id, subscriptionId]);
    // The chart support set for this subscription (the lessons context's `lesson-student-chart-<subscription>` stream).
    await append({ id: `lesson-student-chart-${subscriptionId}`, type: 'lesson-student-chart' }, [
      { type: 'StudentChartLinkSet', data: { subscriptionId, memberId: member.id, chartUrl: course.chart, setAt: new Date().toISOString() } },
    ]);
    const startsAt = tokyoAt(course.lesson.days, course.lesson.hour);
    const lessonId = fixedUuid(`lesson-${course.gameId}`);
    const scheduled = personalLesson({ lessonId, memberId: member.id, coachId: coach.id, subscriptionId, startsAt });
    await append(lessonStream(lessonId), [{ type: 'LessonScheduled', data: scheduled }]);
  }

  // An APEX group: shown while APEX is the course, not while VALORANT is.
  const [apexCoach] = await sql<{ id: string }>(em.fork(), 'select id from coaches where code = ?', [COURSES[0].coach]);
  await sql(
    em.fork(),
    `insert into lesson_groups (id, name, image_url, type_label, discord_url, game_id, coach_id) values (?, 'チーム GG レッド', null, '2人グループ', 'https://discord.gg/ggcoach-apex', ?, ?)
     on conflict (id) do nothing`,
    [GROUP_ID, GAME_IDS.APEX_LEGENDS, apexCoach.id],
  );
  await sql(em.fork(), 'insert into lesson_group_members (group_id, member_id, is_leader, ticket_count) values (?, ?, true, 2) on conflict do nothing', [GROUP_ID, member.id]);
}
