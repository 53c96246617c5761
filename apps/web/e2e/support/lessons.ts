// Steps shared by the lesson journeys (lessons.e2e.ts, lesson-rating.e2e.ts): support gives a new member the demo
// coach and schedules a lesson; the lesson's time is let pass in the database; the coach records 出席 and the karte.
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { Browser, Locator, Page } from 'playwright-core';
import { LessonMessages } from '@coaching/contracts';
import { ADULT_STUDENT } from '@coaching/contracts/testing';
import { memberApi, operatorApi } from '../../../../tools/e2e/api';
import { backOfficePage, e2eUrls, searchBackOfficeList } from '../../../../tools/e2e/browser';
import { registerMember, type Member } from './payments';

export const COACH = { name: '伊藤 蓮', email: 'coach@ggcoach.example', password: 'coach-demo-password' };
export const SUPPORT = { email: process.env.E2E_OPERATOR_EMAIL ?? 'admin@ggcoach.example', password: process.env.E2E_OPERATOR_PASSWORD ?? 'admin-demo-password' };
export const WEEKDAY = ['日', '月', '火', '水', '木', '金', '土'];

/**
 * `days` from today in Tokyo, at an hour inside the demo coaches' hours (weekdays 18–23, weekends 10–23), outside
 * the demo trial hours (weekdays 19–23, weekends 10–18): the trial journeys, running beside this one, book the coach's
 * trial hours, and a coach with a trial is busy for lessons; and away from the demo lessons (20:00, 21:00). The
 * datetime-local value the back office takes, and the card's date.
 */
export function tokyoSlot(days: number, atHour?: number) {
  const day = new Date(Date.now() + 9 * 3600_000 + days * 86_400_000);
  const [y, m, d] = [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()];
  const pad = (n: number) => String(n).padStart(2, '0');
  const dayOfWeek = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  const weekday = WEEKDAY[dayOfWeek];
  // `atHour`: a journey that needs a day another journey books at the usual hour takes an hour of its own.
  const hour = atHour ?? (dayOfWeek === 0 || dayOfWeek === 6 ? 19 : 18);
  return { input: `${y}-${pad(m)}-${pad(d)}T${pad(hour)}:00`, card: `${m}月${d}日(${weekday})`, time: `${pad(hour)}:00〜${pad(hour + 1)}:00`, history: `${m}月${d}日(${weekday}) ${pad(hour)}:00〜${pad(hour + 1)}:00` };
}

export const operatorSignedIn = (browser: Browser, who: { email: string; password: string }, width = 1280): Promise<Page> => backOfficePage(browser, who, width);

/** Support, on the students' 未割当 tab, gives the member the demo coach, or `coachName` (the subscription shows up a moment after payment). */
export async function assignCoach(admin: Page, email: string, coachName: string = COACH.name): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const list = `${e2eUrls.app}/admin/#/students?filter=${encodeURIComponent(JSON.stringify({ unassigned: true, q: email }))}`;
    // The same address again is no navigation (only its hash would change): the list is loaded anew instead.
    if (admin.url() === list) await admin.reload();
    else await admin.goto(list);
    await admin.getByRole('tab', { name: '未割当', selected: true }).waitFor();
    const row = admin.locator('tbody tr').filter({ hasText: email });
    await admin.waitForTimeout(1_000);
    if ((await row.count()) > 0) {
      await row.getByRole('button', { name: 'コーチを割り当て' }).click();
      break;
    }
    if (Date.now() > deadline) throw new Error(`${email} never appeared among the unassigned students`);
  }
  const dialog = admin.getByRole('dialog', { name: '担当コーチを割り当て' });
  await dialog.getByRole('combobox', { name: '担当コーチ' }).click();
  await admin.getByRole('option', { name: new RegExp(`^${coachName}`) }).click();
  await dialog.getByRole('button', { name: '割り当てる' }).click();
  await admin.getByText('担当コーチを割り当てました').waitFor();
}

/** Support schedules a lesson for the member through the schedule form; answers the lesson's id. */
export async function scheduleLesson(admin: Page, email: string, startsAt: string): Promise<string> {
  const id = await scheduleLessonIfCoachFree(admin, email, startsAt);
  if (!id) throw new Error(`the demo coach already has a lesson at ${startsAt} (another journey booked it)`);
  return id;
}

/**
 * The first of `slots` the coach is free at, scheduled: for a journey that needs any hour of a day, where a journey
 * beside it may have taken one (a make-up booking takes a free hour of the coach's, whichever the list offers).
 */
export async function scheduleLessonAtFirstFreeSlot<T extends { input: string }>(admin: Page, email: string, slots: T[]): Promise<{ lessonId: string; slot: T }> {
  for (const slot of slots) {
    const lessonId = await scheduleLessonIfCoachFree(admin, email, slot.input);
    if (lessonId) return { lessonId, slot };
  }
  throw new Error(`the demo coach has a lesson at each of ${slots.map((s) => s.input).join(', ')}`);
}

/** The schedule form sent; the lesson's id, or null when the form says the coach has another lesson then. */
async function scheduleLessonIfCoachFree(admin: Page, email: string, startsAt: string): Promise<string | null> {
  await admin.goto(`${e2eUrls.app}/admin/#/lessons/create`);
  const member = admin.getByRole('combobox', { name: '受講者' });
  await member.click();
  await member.fill(email);
  await admin.getByRole('option', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) }).click();
  await admin.getByLabel('日時').fill(startsAt);
  await admin.getByRole('button', { name: '保存' }).click();
  const outcome = await Promise.race([
    admin.waitForURL(/#\/lessons\/[0-9a-f-]{36}\/show$/).then(() => 'saved' as const),
    admin.getByText(LessonMessages.coachBusy).first().waitFor().then(() => 'busy' as const),
  ]);
  if (outcome === 'busy') return null;
  await admin.getByText('予定', { exact: true }).first().waitFor();
  return /#\/lessons\/([0-9a-f-]{36})\/show$/.exec(admin.url())![1];
}

/**
 * The lesson's time comes: it began `hoursAgo` hours ago and lasted an hour, on the minute (its stream and the read
 * model, as a clock would have it). Journeys running side by side move the demo coach's lessons to hours of their own:
 * a coach cannot have two lessons at once (lessons_coach_free). Answers when it began.
 */
export async function lessonIntoPast(lessonId: string, hoursAgo = 2): Promise<Date> {
  const db = new Client({ connectionString: e2eUrls.database });
  await db.connect();
  try {
    const began = `date_trunc('minute', now()) - interval '${hoursAgo} hours'`;
    const ended = `date_trunc('minute', now()) - interval '${hoursAgo - 1} hours'`;
    const moved = await db.query<{ starts_at: Date }>(`update lessons set starts_at = ${began}, ends_at = ${ended} where id = $1 returning starts_at`, [lessonId]);
    expect(moved.rowCount).toBe(1);
    const iso = (sql: string) => `to_jsonb(to_char((${sql}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;
    const recorded = await db.query(`update events set data = jsonb_set(jsonb_set(data, '{startsAt}', ${iso(began)}), '{endsAt}', ${iso(ended)}) where stream_id = $1 and type = 'LessonScheduled'`, [`lesson-${lessonId}`]);
    expect(recorded.rowCount).toBe(1);
    return moved.rows[0].starts_at;
  } finally {
    await db.end();
  }
}

export interface KarteNote {
  workedOn: string;
  homework: string;
  /** エイム, 立ち回り, ゲーム理解, コミュニケーション: 1 to 5 each. */
  marks: readonly [number, number, number, number];
}

/** The coach signs in to their own back office: the lesson, then 出席, then the karte. Answers the coach's page, on the lesson. */
export async function coachRecordsLesson(browser: Browser, lessonId: string, note: KarteNote): Promise<Page> {
  const coach = await operatorSignedIn(browser, COACH);
  await coach.goto(`${e2eUrls.app}/admin/#/lessons/${lessonId}/show`);
  await coach.getByRole('button', { name: '出席', exact: true }).click();
  await coach.getByRole('dialog').getByRole('button', { name: '出席', exact: true }).click();
  await coach.getByText('出欠を記録しました').waitFor();
  const karte = coach.getByRole('region', { name: 'カルテ' });
  await karte.getByLabel('取り組んだ内容').fill(note.workedOn);
  await karte.getByLabel('宿題').fill(note.homework);
  const skills = ['エイム', '立ち回り', 'ゲーム理解', 'コミュニケーション'] as const;
  for (const [index, skill] of skills.entries()) {
    // The stars are labels of visually hidden radios: a person clicks the star.
    const star = karte.getByRole('radio', { name: `${skill} ${note.marks[index]}`, exact: true });
    await karte.locator(`label[for="${await star.getAttribute('id')}"]`).click();
    expect(await star.isChecked()).toBe(true);
  }
  await karte.getByRole('button', { name: 'カルテを保存' }).click();
  await coach.getByText('カルテを保存しました').waitFor();
  return coach;
}

/** Student information of an adult paying for themselves, as /payments/information sends it. */

/**
 * A new member with a running Standard VALORANT plan (a bank order, its transfer recorded by support), given the demo
 * coach by support; answers the member and support's back-office page (signed in, for the journey's next steps).
 * Made through the api: the journeys using it are about what a student does next. The same steps in the pages are
 * journeys of their own (payments-plan: the bank order; admin: 入金を記録する; students-coach-picker: コーチを割り当て).
 */
export async function studentOfTheDemoCoach(browser: Browser, tag: string): Promise<{ member: Member; admin: Page }> {
  const member = await registerMember(browser, tag);
  const memberSession = await memberApi(browser, member);
  const support = await operatorApi(browser, SUPPORT);
  try {
    await memberSession.call('POST', '/api/personal_informations', ADULT_STUDENT);
    const { data: games } = await memberSession.call<{ data: { name: string; plans: { id: number; name: string }[] }[] }>('GET', '/api/games');
    const plan = games.find((game) => game.name === 'VALORANT')?.plans.find((p) => p.name === 'Standard');
    if (!plan) throw new Error('no VALORANT Standard plan in the catalogue');
    const order = await memberSession.call<{ data: { id: string } }>('POST', `/api/plans/${plan.id}/purchase`, { method: 'bank', period: 1, idempotency_key: randomUUID() });
    await support.call('POST', `/admin-api/payments/${order.data.id}/transfer-received`);
    const [coach] = await support.call<{ id: string }[]>('GET', `/admin-api/coaches?filter=${encodeURIComponent(JSON.stringify({ q: COACH.name }))}`);
    if (!coach) throw new Error(`no coach named ${COACH.name}`);
    // The student appears once the worker has started the plan the transfer paid for.
    const unassigned = `/admin-api/students?filter=${encodeURIComponent(JSON.stringify({ unassigned: true, q: member.email }))}`;
    for (const deadline = Date.now() + 30_000; ; ) {
      const [student] = await support.call<{ id: string }[]>('GET', unassigned);
      if (student) {
        await support.call('PUT', `/admin-api/students/${student.id}`, { coach_id: coach.id });
        break;
      }
      if (Date.now() > deadline) throw new Error(`${member.email} never appeared among the unassigned students`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  } finally {
    await Promise.all([memberSession.close(), support.close()]);
  }
  return { member, admin: await operatorSignedIn(browser, SUPPORT) };
}

/**
 * The back office's coach record (support's view), opened from the coaches list (or, on a phone, whose list has no
 * search box, read again where it is); answers its ratings section.
 */
export async function coachRatings(admin: Page, { fromList = true } = {}): Promise<Locator> {
  if (fromList) {
    await admin.goto(`${e2eUrls.app}/admin/#/coaches`);
    await searchBackOfficeList(admin, COACH.name);
    await admin.locator('tbody tr').filter({ hasText: COACH.name }).click();
    await admin.waitForURL(/#\/coaches\/[0-9a-f-]{36}$/);
  } else {
    await admin.reload();
  }
  const section = admin.getByRole('region', { name: '受講生からの評価（月別）' });
  await section.waitFor();
  // Loaded: the table or the empty state, not the skeleton.
  await section.locator('table, :text("まだ評価はありません。")').first().waitFor();
  return section;
}
