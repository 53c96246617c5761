// Browser journey for issue 30 (the coach's day): the demo coach opens 「今日の予定」 in the back office on a phone
// (375 px) and on a desktop (1280 px), day and week; marks a free trial booked with him a no-show and a lesson
// attended, writes its karte there; the member then reads the note in their karte on mypage.
import { Client } from 'pg';
import type { Browser, Locator, Page } from 'playwright-core';
import { formatTimeRangeWithWeekday } from '@coaching/web-theme';
import { e2eUrls, launchBrowser, photograph } from '../../../tools/e2e/browser';
import { discordTrialMember, firstOpenSlot, trialAt } from '../../../tools/e2e/trial-members';
import { COACH, lessonIntoPast, operatorSignedIn, scheduleLesson, studentOfTheDemoCoach, tokyoSlot } from './support/lessons';
import { animationsDone, overflow, severeViolations, toast } from './support/pages';
import { signedIn, type Member } from './support/payments';

const WORKED_ON = '予定画面から記入：ミニマップを見る習慣とクロスヘアの位置';
const HOMEWORK = 'アンレートで毎試合ミニマップを10回確認';
const HOUR = 3600_000;

/** The Tokyo day of an instant, as the agenda's address takes it. */
const tokyoDay = (at: Date) => new Date(at.getTime() + 9 * HOUR).toISOString().slice(0, 10);

/**
 * The trial took place `hoursAgo` hours ago (on the hour), with the demo coach: its read models and its events as the
 * booking would have written them then. The member api books only hours ahead, and gives the seat to any free
 * VALORANT coach; the journey needs one of the demo coach's, already begun. Answers when it began.
 */
async function trialIntoPastWithTheDemoCoach(trialId: string, hoursAgo: number): Promise<Date> {
  const began = new Date(Math.floor((Date.now() - hoursAgo * HOUR) / HOUR) * HOUR);
  const ended = new Date(began.getTime() + HOUR);
  const db = new Client({ connectionString: e2eUrls.database });
  await db.connect();
  try {
    const [coach] = (await db.query<{ id: string }>('select c.id from coaches c join operators o on o.id = c.operator_id where o.email = $1', [COACH.email])).rows;
    expect(coach).toBeDefined();
    await db.query('begin');
    expect((await db.query('update trials set starts_at = $2, ends_at = $3, coach_id = $4 where id = $1', [trialId, began, ended, coach.id])).rowCount).toBe(1);
    await db.query('update trial_seats set starts_at = $2, ends_at = $3, coach_id = $4 where trial_id = $1', [trialId, began, ended, coach.id]);
    const times = `jsonb_set(jsonb_set(data, '{startsAt}', to_jsonb($2::text)), '{endsAt}', to_jsonb($3::text))`;
    await db.query(`update events set data = ${times} where stream_id = $1 and type = 'TrialRequested'`, [`trial-${trialId}`, began.toISOString(), ended.toISOString()]);
    await db.query(`update events set data = jsonb_set(data, '{coachId}', to_jsonb($2::text)) where stream_id = $1 and type = 'TrialHeld'`, [`trial-${trialId}`, coach.id]);
    await db.query(`update events set data = jsonb_set(${times}, '{coachId}', to_jsonb($4::text)) where stream_id = $1 and type = 'TrialBooked'`, [`trial-${trialId}`, began.toISOString(), ended.toISOString(), coach.id]);
    await db.query('commit');
    return began;
  } catch (error) {
    await db.query('rollback');
    throw error;
  } finally {
    await db.end();
  }
}

/** The agenda of one Tokyo day (or its week), opened from its address. */
async function openAgenda(page: Page, day: string, view: 'day' | 'week' = 'day') {
  await page.goto(`${e2eUrls.app}/admin/#/agenda?view=${view}&day=${day}`);
  await page.getByRole('heading', { level: 1, name: '今日の予定' }).waitFor();
  await page.getByRole('region').first().waitFor();
}

/** One entry of the agenda, by its time, kind and who: the card's own name. */
const entry = (page: Page, startsAt: Date, kind: string, who: string | RegExp): Locator => {
  const time = formatTimeRangeWithWeekday(startsAt, new Date(startsAt.getTime() + HOUR));
  const name = typeof who === 'string' ? `${time} ${kind} ${who}` : new RegExp(`^${time.replace(/[()]/g, '\\$&')} ${kind} ${who.source}$`);
  return page.getByRole('article', { name });
};

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await animationsDone(page);
  await photograph(page, name, { fullPage: true });
}

describe('the coach’s agenda: his lessons and trials in one place, marked and noted there', () => {
  let browser: Browser;
  let member: Member;
  let admin: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ member, admin } = await studentOfTheDemoCoach(browser, 'agenda'));
  });

  afterAll(async () => {
    await browser?.close();
  });

/** The back office's trial conversion per coach (#/trials): the demo coach's no-shows in a Tokyo month ('2026-11'), 0 when he has no row. */
async function demoCoachNoShows(admin: Page, month: string): Promise<number> {
  await admin.goto(`${e2eUrls.app}/admin/#/trials`);
  const table = admin.getByTestId('coach-trial-conversion');
  await table.locator('table, :text("この期間に実施した体験はありません。")').first().waitFor();
  const label = `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;
  const group = table.locator('tbody').filter({ has: admin.getByRole('rowheader', { name: label, exact: true }) });
  if ((await group.count()) === 0) return 0;
  const row = group.getByTestId('coach-trial-conversion-row').filter({ has: admin.getByRole('rowheader', { name: COACH.name, exact: true }) });
  if ((await row.count()) === 0) return 0;
  // 実施, 無断欠席, 入会, 入会率.
  return Number((await row.locator('td').allInnerTexts())[1]);
}

  it('on a phone and a desktop the coach marks a trial a no-show and a lesson attended with its karte; the member reads the note on mypage', async () => {
    // A lesson of the new student with the demo coach, begun six hours ago (other journeys use two and four).
    const lessonId = await scheduleLesson(admin, member.email, tokyoSlot(8).input);
    const lessonStart = await lessonIntoPast(lessonId, 6);
    // A visitor's free trial, booked through the member api, then taken place with the demo coach eight hours ago.
    const visitor = await discordTrialMember(browser, '欠席');
    const trialId = await trialAt(visitor, (await firstOpenSlot(visitor)).start, true);
    await visitor.context.close();
    const trialStart = await trialIntoPastWithTheDemoCoach(trialId, 8);
    const trialMonth = tokyoDay(trialStart).slice(0, 7);
    const noShowsBefore = await demoCoachNoShows(admin, trialMonth);

    // The phone: the trial's day, a vertical list; the coach marks the trial 欠席.
    const phone = await operatorSignedIn(browser, COACH, 375);
    await openAgenda(phone, tokyoDay(trialStart));
    const trial = entry(phone, trialStart, '無料体験', visitor.name);
    await trial.getByText('予約確定').waitFor();
    await trial.getByText('VALORANT').waitFor();
    expect(await overflow(phone)).toBeLessThanOrEqual(0);
    expect(await severeViolations(phone, '[data-testid="coach-agenda"]')).toEqual([]);
    await shot(phone, 'coach-agenda-day-375');
    await trial.getByRole('button', { name: '欠席', exact: true }).click();
    await phone.getByRole('dialog').getByRole('button', { name: '欠席', exact: true }).click();
    await toast(phone, '出欠を記録しました').waitFor();
    await trial.getByText('欠席', { exact: true }).first().waitFor();
    await trial.getByRole('button', { name: '参加', exact: true }).waitFor();
    expect(await trial.getByRole('button', { name: '欠席', exact: true }).count()).toBe(0);
    // The week on a phone: the same list, day after day.
    await openAgenda(phone, tokyoDay(trialStart), 'week');
    await entry(phone, trialStart, '無料体験', visitor.name).waitFor();
    expect(await overflow(phone)).toBeLessThanOrEqual(0);
    await shot(phone, 'coach-agenda-week-375');
    await phone.context().close();

    // The desktop: the lesson's day; 受講済み, then the karte written in the card.
    const desk = await operatorSignedIn(browser, COACH, 1280);
    await openAgenda(desk, tokyoDay(lessonStart));
    const lesson = desk.getByRole('article').filter({ has: desk.locator(`a[href$="/lessons/${lessonId}/show"]`) });
    await lesson.getByText('レッスン', { exact: true }).waitFor();
    await lesson.getByText('VALORANT').waitFor();
    expect(await lesson.getAttribute('aria-label')).toMatch(new RegExp(`^${formatTimeRangeWithWeekday(lessonStart, new Date(lessonStart.getTime() + HOUR)).replace(/[()]/g, '\\$&')} レッスン `));
    await lesson.getByRole('button', { name: '受講済み', exact: true }).click();
    await desk.getByRole('dialog').getByRole('button', { name: '受講済み', exact: true }).click();
    await toast(desk, '出欠を記録しました').waitFor();
    const karte = lesson.getByRole('region', { name: 'カルテ' });
    await karte.getByLabel('取り組んだ内容').fill(WORKED_ON);
    await karte.getByLabel('宿題').fill(HOMEWORK);
    for (const [skill, mark] of [['エイム', 4], ['立ち回り', 3], ['ゲーム理解', 5], ['コミュニケーション', 4]] as const) {
      // The stars are labels of visually hidden radios: a person clicks the star.
      const star = karte.getByRole('radio', { name: `${skill} ${mark}`, exact: true });
      await karte.locator(`label[for="${await star.getAttribute('id')}"]`).click();
    }
    await karte.getByRole('button', { name: 'カルテを保存' }).click();
    await toast(desk, 'カルテを保存しました').waitFor();
    await lesson.getByText('出席', { exact: true }).waitFor();
    expect(await overflow(desk)).toBeLessThanOrEqual(0);
    await shot(desk, 'coach-agenda-day-1280');
    // The week at 1280: the trial marked 欠席 is there too when it fell in the same week.
    await openAgenda(desk, tokyoDay(lessonStart), 'week');
    await desk.getByRole('article').filter({ has: desk.locator(`a[href$="/lessons/${lessonId}/show"]`) }).getByText('カルテ（記入済み）').waitFor();
    // The agenda itself (the app bar's logo is the layout's).
    expect(await severeViolations(desk, '[data-testid="coach-agenda"]')).toEqual([]);
    await shot(desk, 'coach-agenda-week-1280');
    await desk.context().close();

    // Support opens the same agenda for the coach chosen in the selector; the karte link goes to the member's page.
    await admin.setViewportSize({ width: 1280, height: 900 });
    await admin.goto(`${e2eUrls.app}/admin/#/agenda?view=week&day=${tokyoDay(lessonStart)}`);
    await admin.getByText('コーチを選ぶと、そのコーチの予定を表示します。').waitFor();
    await admin.getByRole('combobox', { name: 'コーチ' }).click();
    await admin.getByRole('option', { name: COACH.name, exact: true }).click();
    const seen = admin.getByRole('article').filter({ has: admin.locator(`a[href$="/lessons/${lessonId}/show"]`) });
    await seen.getByText('カルテ（記入済み）').waitFor();
    expect(await seen.getByRole('link', { name: 'カルテを開く' }).getAttribute('href')).toMatch(/#\/members\/[0-9a-f-]{36}\/show$/);
    expect(await severeViolations(admin, '[data-testid="coach-agenda"]')).toEqual([]);
    await shot(admin, 'coach-agenda-support-week-1280');

    // The no-show counts in the back office's conversion figures for the coach and the trial's month.
    expect(await demoCoachNoShows(admin, trialMonth)).toBeGreaterThanOrEqual(noShowsBefore + 1);

    // The member reads the note in their karte on mypage.
    const page = await signedIn(browser, member, 375);
    const note = page.getByRole('region', { name: 'カルテ' }).getByTestId('karte-entry').filter({ hasText: WORKED_ON });
    await note.getByText(HOMEWORK).waitFor();
    await note.getByText(`担当コーチ：${COACH.name}`).waitFor();
    await page.context().close();
  });
});
