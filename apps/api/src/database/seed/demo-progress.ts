import { EntityManager } from '@mikro-orm/postgresql';
import type { INestApplicationContext } from '@nestjs/common';
import { addTokyoDays, addTokyoMonths, GAME_IDS, tokyoMonth, tokyoMonthRange } from '@coaching/contracts';
import { subscriptionId as subscriptionIdOf, subscriptionStream } from '@coaching/server-billing';
import { EventStore, hashPassword, ReactorRegistry, runPendingReactions, sql } from '@coaching/server-core';
import { lessonStream, memberProgressStream } from '@coaching/server-lessons';
import { appendOnce, personalLesson, seedUuid } from './seed-lessons';

/**
 * Last month of the demo coach's students (issue 29): fourteen VALORANT Lite members, each with an attended lesson of the
 * demo coach last Tokyo month, their rating of it and their answer to 「今月、上達を実感できましたか？」, so the coach's record
 * shows 満足度 and 上達実感 with their counts (13 of 14 and 13 of 14) in `npm start`. Apart from the demo member, whose
 * question stays open for mypage. Stable ids; a second run adds nothing.
 */
const STUDENTS: ReadonlyArray<{ lastName: string; firstName: string; score: number; improved: boolean; comment: string }> = [
  { lastName: '青木', firstName: '颯', score: 5, improved: true, comment: 'クロスヘアの位置を意識できるようになり、撃ち合いで勝てる場面が増えました。' },
  { lastName: '石井', firstName: '陽菜', score: 5, improved: true, comment: '' },
  { lastName: '上田', firstName: '湊', score: 4, improved: true, comment: 'ミニマップを見る習慣がつきました。' },
  { lastName: '江藤', firstName: '結衣', score: 5, improved: true, comment: '' },
  { lastName: '大野', firstName: '蒼', score: 4, improved: true, comment: 'ランクが一つ上がりました。' },
  { lastName: '小川', firstName: '凛', score: 5, improved: true, comment: '' },
  { lastName: '加藤', firstName: '悠真', score: 3, improved: false, comment: '練習時間が取れず、まだ実感はありません。' },
  { lastName: '木村', firstName: '美咲', score: 5, improved: true, comment: 'スキルの使い方がわかってきました。' },
  { lastName: '小林', firstName: '大和', score: 4, improved: true, comment: '' },
  { lastName: '斎藤', firstName: '咲良', score: 5, improved: true, comment: 'リプレイの見方を教わり、自分の癖に気づけました。' },
  { lastName: '清水', firstName: '樹', score: 5, improved: true, comment: '' },
  { lastName: '高橋', firstName: '芽依', score: 4, improved: true, comment: '立ち回りが安定してきました。' },
  { lastName: '中村', firstName: '陸', score: 5, improved: true, comment: '' },
  { lastName: '松本', firstName: '紬', score: 4, improved: true, comment: 'エイムの練習方法が合っていました。' },
];
const fixedUuid = (name: string) => seedUuid('demo-progress', name);

export async function seedDemoProgress(app: INestApplicationContext, coachId: string): Promise<void> {
  const em = app.get(EntityManager);
  const store = app.get(EventStore);
  const append = appendOnce(em, store);
  const [plan] = await sql<{ id: number; lesson_count: number }>(em.fork(), "select id, lesson_count from plans where game_id = ? and code = 'lite'", [GAME_IDS.VALORANT]);
  const lastMonth = tokyoMonth(addTokyoMonths(tokyoMonthRange(tokyoMonth(new Date())).from, -1));
  const monthStart = tokyoMonthRange(lastMonth).from;
  const hash = await hashPassword(`demo-progress-${Date.now()}`);

  for (const [i, s] of STUDENTS.entries()) {
    const email = `student-ren-${String(i + 1).padStart(2, '0')}@ggcoach.example`;
    const [member] = await sql<{ id: string }>(
      em.fork(),
      `insert into users (id, email, password_hash, last_name, first_name, email_verified_at) values (gen_random_uuid(), ?, ?, ?, ?, now())
       on conflict (lower(email)) do update set last_name = excluded.last_name returning id`,
      [email, hash, s.lastName, s.firstName],
    );
    // A Lite plan started a few days before last month, running three months: billing's event, then its reactors.
    const subscriptionId = subscriptionIdOf(member.id, plan.id);
    const startedAt = addTokyoDays(monthStart, -5 - i);
    await append(subscriptionStream(subscriptionId), [
      {
        type: 'SubscriptionStarted',
        data: { subscriptionId, memberId: member.id, planId: plan.id, gameId: GAME_IDS.VALORANT, lessonsPerMonth: plan.lesson_count, paymentId: fixedUuid(`payment-${i}`), months: 3, startsAt: startedAt.toISOString(), endsAt: addTokyoDays(startedAt, 90).toISOString() },
      },
    ]);
    await runPendingReactions(em, app.get(ReactorRegistry));
    await sql(em.fork(), 'update lesson_students set coach_id = ?, assigned_at = coalesce(assigned_at, ?) where subscription_id = ?', [coachId, startedAt, subscriptionId]);

    // One lesson a day from the 2nd, at 22:00 Tokyo (the demo lessons are at 20:00 and 21:00), attended, rated the next
    // morning; the month's question answered that evening.
    const startsAt = new Date(addTokyoDays(monthStart, 1 + i).getTime() + 22 * 3_600_000);
    const lessonId = fixedUuid(`lesson-${i}`);
    const ratedAt = new Date(startsAt.getTime() + 11 * 3_600_000).toISOString();
    const answeredAt = new Date(startsAt.getTime() + 20 * 3_600_000).toISOString();
    await append(lessonStream(lessonId), [
      { type: 'LessonScheduled', data: personalLesson({ lessonId, memberId: member.id, coachId, subscriptionId, startsAt }) },
      { type: 'LessonAttended', data: { recordedAt: new Date(startsAt.getTime() + 3_600_000).toISOString() } },
      { type: 'LessonRatedByMember', data: { memberId: member.id, score: s.score, comment: '', ratedAt } },
    ]);
    await append(memberProgressStream(member.id, GAME_IDS.VALORANT), [
      { type: 'MemberProgressAnswered', data: { memberId: member.id, gameId: GAME_IDS.VALORANT, month: lastMonth, coachId, improved: s.improved, comment: s.comment, answeredAt } },
    ]);
  }
}
