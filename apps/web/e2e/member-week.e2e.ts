// Browser journey for issue 29's "done when": a member's whole week, in one go. A new member of two courses
// (VALORANT with the demo coach, then APEX LEGENDS with another coach) has a lesson tomorrow, inside the cancel
// deadline, one six days ahead and one that has just ended. On /histories the member cancels the one six days ahead
// while the next one says why it cannot be; books the make-up in a free hour of the coach; switches course in the
// sidebar and sees the other course's plan and lesson; rates the lesson that ended; and the coach, signed in to the
// back office, reads the rating in his own record.
import { LessonMessages, MakeUpMessages, MemberRatingMessages, PaymentMessages } from '@coaching/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { e2eUrls, launchBrowser, photograph } from '../../../tools/e2e/browser';
import { recordTransfer } from './support/back-office';
import { assignCoach, COACH, coachRecordsLesson, lessonIntoPast, operatorSignedIn, scheduleLesson, studentOfTheDemoCoach, tokyoSlot } from './support/lessons';
import { button, heading, overflow, severeViolations, toast } from './support/pages';
import { choosePeriodAndMethod, choosePlan, signedIn, type Member } from './support/payments';

const APEX_COACH = '佐藤 海斗';
const WORKED_ON = '週の振り返り：エントリーの合わせ方とスキルの使い所';
/** 22:00, an hour of the demo coach's evening no other journey books (they take 18:00 on weekdays, 19:00 at weekends). */
const OWN_HOUR = 22;

const rowOf = (page: Page, lessonId: string): Locator => page.locator(`[data-testid="lesson-history-item"][data-lesson-id="${lessonId}"]`);

/** A second course: the member buys APEX LEGENDS Lite by bank transfer, support records the transfer and assigns its coach. */
async function buySecondCourse(browser: Browser, member: Member, admin: Page): Promise<void> {
  const page = await signedIn(browser, member, 1280, '/payments');
  await choosePlan(page, 'APEX LEGENDS', 'Lite');
  await choosePeriodAndMethod(page, 1, '銀行振込');
  // The student information is kept from the first purchase: confirmed (both agreements), not typed again.
  await page.waitForURL((url) => url.pathname === '/payments/create' || url.pathname === '/payments/information');
  if (new URL(page.url()).pathname === '/payments/information') {
    await page.getByRole('checkbox', { name: '利用規約に同意する' }).check();
    await page.getByRole('checkbox', { name: 'プライバシーポリシーに同意する' }).check();
    await button(page, '次へ').click();
    await page.waitForURL((url) => url.pathname === '/payments/create');
  }
  await button(page, '振込案内メールを送信する').click();
  await toast(page, PaymentMessages.transferMailSent).waitFor();
  await page.context().close();
  await recordTransfer(browser, member.email);
  await assignCoach(admin, member.email, APEX_COACH);
}

describe('a member’s week: cancel, make up, switch course, rate; the coach reads the rating', () => {
  let browser: Browser;
  let member: Member;
  let near: string;
  let later: string;
  let ended: string;
  let apexLesson: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    const student = await studentOfTheDemoCoach(browser, 'week');
    member = student.member;
    const { admin } = student;
    // The VALORANT week, booked while VALORANT is the member's one course (the coach defaults to its coach).
    near = await scheduleLesson(admin, member.email, tokyoSlot(1, OWN_HOUR).input);
    later = await scheduleLesson(admin, member.email, tokyoSlot(6, OWN_HOUR).input);
    ended = await scheduleLesson(admin, member.email, tokyoSlot(3, OWN_HOUR).input);
    await lessonIntoPast(ended, 10);
    const coach = await coachRecordsLesson(browser, ended, { workedOn: WORKED_ON, homework: 'デスマッチ30分とリプレイ1本', marks: [4, 4, 3, 4] });
    await coach.context().close();
    // Then APEX: bought later, so it runs longest, and its coach is the default for its lesson.
    await buySecondCourse(browser, member, admin);
    apexLesson = await scheduleLesson(admin, member.email, tokyoSlot(4).input);
    await admin.context().close();
  }, 420_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('runs the week on /histories and mypage, at 1280 px and on a phone', async () => {
    const page = await signedIn(browser, member, 1280, '/histories');
    await heading(page, 'レッスン予定・受講履歴').waitFor();

    // 1. The next lesson (tomorrow) is inside the deadline and says why; the one six days ahead is cancelled from its row.
    await rowOf(page, near).getByTestId('lesson-history-closed').filter({ hasText: LessonMessages.cancelDeadlinePassed }).waitFor();
    const laterRow = rowOf(page, later);
    const laterTime = await laterRow.getByTestId('lesson-history-time').innerText();
    await laterRow.getByRole('button', { name: `${laterTime}のレッスンをキャンセル` }).click();
    const cancel = page.getByRole('dialog', { name: 'レッスンをキャンセルしますか？' });
    await cancel.getByLabel('キャンセル理由').fill('学校の行事と重なったため');
    await cancel.getByRole('button', { name: 'キャンセルする', exact: true }).click();
    await toast(page, LessonMessages.cancelled).waitFor();
    await laterRow.getByTestId('lesson-history-status').filter({ hasText: 'キャンセル済み' }).waitFor();
    await laterRow.getByTestId('lesson-history-make-up').waitFor();
    // Every lesson carries its game: VALORANT's and APEX's side by side.
    expect(await rowOf(page, near).getByTestId('lesson-game').innerText()).toBe('VALORANT');
    expect(await rowOf(page, apexLesson).getByTestId('lesson-game').innerText()).toBe('APEX LEGENDS');
    expect(await severeViolations(page)).toEqual([]);
    await photograph(page, 'member-week-cancelled-1280', { fullPage: true });

    // 2. The make-up, in a free hour of the coach (another journey may take an hour meanwhile: the dialog says so).
    await laterRow.getByRole('button', { name: '振替を予約' }).click();
    const makeUp = page.getByRole('dialog', { name: '振替レッスンを予約' });
    await makeUp.getByText(`担当コーチ：${COACH.name}`).waitFor();
    const hours = makeUp.getByTestId('make-up-hour');
    await hours.first().waitFor();
    let booked = false;
    for (let attempt = 0; attempt < 3 && !booked; attempt += 1) {
      await hours.nth(Math.min(2 + attempt, (await hours.count()) - 1)).click();
      await makeUp.getByTestId('make-up-chosen').waitFor();
      await makeUp.getByRole('button', { name: 'この時間で予約する' }).click();
      booked = await Promise.race([
        toast(page, MakeUpMessages.booked)
          .waitFor()
          .then(() => true),
        makeUp
          .getByTestId('make-up-failure')
          .waitFor()
          .then(() => false),
      ]);
    }
    expect(booked).toBe(true);
    await laterRow.getByRole('button', { name: '振替を予約' }).waitFor({ state: 'detached' });

    // 3. Rating the lesson that ended: 5 stars, with the coach's note on the karte beside it.
    const endedRow = rowOf(page, ended);
    const endedTime = await endedRow.getByTestId('lesson-history-time').innerText();
    await endedRow.getByRole('button', { name: `${endedTime}のレッスンを評価する` }).click();
    const rate = page.getByRole('dialog', { name: 'このレッスンを評価する' });
    const five = rate.getByRole('radio', { name: '星5つ：とても満足', exact: true });
    await rate.locator(`label[for="${await five.getAttribute('id')}"]`).click();
    await rate.getByRole('button', { name: '評価する', exact: true }).click();
    await rate.waitFor({ state: 'detached' });
    await endedRow.getByTestId('lesson-rating-notice').filter({ hasText: MemberRatingMessages.rated }).waitFor();
    await endedRow.getByRole('img', { name: '星5つ（5段階）' }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // 4. Switching course. APEX, bought last, is the course mypage shows; the member turns it to VALORANT (its plan, its
    // coach's next lesson, its game) and back to APEX, each at once and as the sidebar says.
    await page.goto(`${e2eUrls.app}/mypage`);
    const courses = page.getByRole('region', { name: '受講コース' }).first();
    const next = page.getByTestId('next-lesson');
    const shows = async (game: string, plan: string, coachName: string) => {
      await page.locator('#current-plan-game').filter({ hasText: game }).waitFor();
      await page.getByText(plan, { exact: true }).first().waitFor();
      await next.getByTestId('next-lesson-coach').filter({ hasText: coachName }).waitFor();
      expect(await next.getByTestId('lesson-game').innerText()).toBe(game);
      expect(await courses.locator('[aria-current="true"]').innerText()).toContain(game);
    };
    await shows('APEX LEGENDS', 'Lite', APEX_COACH);
    await courses.getByRole('button', { name: '選択するコース：VALORANT' }).click();
    await toast(page, 'VALORANTを選択しました。').waitFor();
    await shows('VALORANT', 'Standard', COACH.name);
    expect(await severeViolations(page)).toEqual([]);
    await photograph(page, 'member-week-valorant-1280', { fullPage: true });
    await courses.getByRole('button', { name: '選択するコース：APEX LEGENDS' }).click();
    await toast(page, 'APEX LEGENDSを選択しました。').waitFor();
    await shows('APEX LEGENDS', 'Lite', APEX_COACH);
    await page.context().close();

    // The same week on a phone: every row fits.
    const phone = await signedIn(browser, member, 375, '/histories');
    await rowOf(phone, later).getByTestId('lesson-history-make-up').waitFor();
    await rowOf(phone, ended).getByRole('img', { name: '星5つ（5段階）' }).waitFor();
    expect(await overflow(phone)).toBeLessThanOrEqual(0);
    expect(await severeViolations(phone)).toEqual([]);
    await photograph(phone, 'member-week-histories-375', { fullPage: true });
    await phone.context().close();

    // 5. The coach opens his own record in the back office: this member's 5 is among his month's ratings.
    const coach = await operatorSignedIn(browser, COACH);
    await coach.goto(`${e2eUrls.app}/admin/#/coaches`);
    await coach.waitForURL(/#\/coaches\/[0-9a-f-]{36}$/);
    const ratings = coach.getByRole('region', { name: '受講生からの評価（月別）' });
    const month = await lessonMonth(ended);
    const row = ratings.getByTestId('coach-rating-month').filter({ has: coach.getByRole('rowheader', { name: month, exact: true }) });
    await row.waitFor();
    const cells = await row.locator('td').allInnerTexts();
    // 件数, then ★5: at least this member's one.
    expect(Number(cells[1])).toBeGreaterThanOrEqual(1);
    expect(Number(cells[2])).toBeGreaterThanOrEqual(1);
    await ratings.scrollIntoViewIfNeeded();
    await photograph(ratings, 'member-week-coach-ratings-1280');
    await coach.context().close();
  });
});

/** The Tokyo month of a lesson as the back office names it (2026年11月), read from the api's own record of it. */
async function lessonMonth(lessonId: string): Promise<string> {
  const { Client } = await import('pg');
  const db = new Client({ connectionString: e2eUrls.database });
  await db.connect();
  try {
    const { rows } = await db.query<{ month: string }>("select to_char(starts_at at time zone 'Asia/Tokyo', 'YYYY\"年\"FMMM\"月\"') as month from lessons where id = $1", [lessonId]);
    return rows[0].month;
  } finally {
    await db.end();
  }
}
