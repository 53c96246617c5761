// Browser journey for issue 29 ("a member's week"): the member rates a lesson they took. A new member's lesson with the
// demo coach ends and the coach records 出席 and the karte; on /histories the member rates it 4 stars with a comment
// (the dialog: the stars required, axe clean at 1280 and 375 px), reads it in the row and beside the coach's marks on
// the karte, then changes it to 5; support opens the coach's record in the back office and reads the month's average
// and the count per star.
import { MemberRatingMessages } from '@coaching/contracts';
import { Client } from 'pg';
import type { Browser, Locator, Page } from 'playwright-core';
import { e2eUrls, launchBrowser, photograph } from '../../../tools/e2e/browser';
import { coachRatings, coachRecordsLesson, lessonIntoPast, scheduleLesson, studentOfTheDemoCoach, tokyoSlot } from './support/lessons';
import { heading, overflow, severeViolations } from './support/pages';
import { signedIn, type Member } from './support/payments';

const COMMENT = 'スモークの入れ方が具体的で分かりやすかったです。\n次はエントリーの練習をしたいです。';
const WORKED_ON = 'ラウンド序盤の情報の取り方とローテーションの判断';
const STARS = ['5', '4', '3', '2', '1'] as const;
type Month = { average: string; count: number; stars: Record<(typeof STARS)[number], number> };

/** The lesson's row on /histories, found by its number (レッスン番号：#xxxxxxxx). */
const lessonRow = (page: Page, lessonId: string): Locator =>
  page.getByTestId('lesson-history-item').filter({ has: page.getByTestId('lesson-history-number').getByText(`#${lessonId.replace(/-/g, '').slice(0, 8)}`) });

/** Clicks the star of a MUI Rating as a person does: its radio is visually hidden, its label is the star. */
async function chooseStars(dialog: Locator, name: string): Promise<void> {
  const radio = dialog.getByRole('radio', { name, exact: true });
  await dialog.locator(`label[for="${await radio.getAttribute('id')}"]`).click();
  expect(await radio.isChecked()).toBe(true);
}

/** One month's row of the ratings table, or nothing when nobody rated that month yet. */
async function monthRow(section: Locator, month: string): Promise<Month | null> {
  const row = section.getByTestId('coach-rating-month').filter({ has: section.page().getByRole('rowheader', { name: month, exact: true }) });
  if ((await row.count()) === 0) return null;
  const [average, count, ...stars] = await row.locator('td').allInnerTexts();
  return { average, count: Number(count), stars: Object.fromEntries(STARS.map((s, i) => [s, Number(stars[i])])) as Month['stars'] };
}

/**
 * What the database holds of the ratings of the coach's lessons in the Tokyo month of `lessonId`, as the back office
 * shows a month (average rounded to two places as PostgreSQL rounds it, count, count per star), and the score of
 * `lessonId`'s own rating.
 */
async function ratingsOfLessonsMonth(db: Client, lessonId: string): Promise<{ own: number | null; month: Month }> {
  const { rows } = await db.query<{ score: number; n: number; average: string; own: number | null }>(
    `with month as (
       select r.score from member_lesson_ratings r join lessons l on l.id = r.lesson_id, lessons mine
        where mine.id = $1 and l.coach_id = mine.coach_id
          and to_char(l.starts_at at time zone 'Asia/Tokyo', 'YYYY-MM') = to_char(mine.starts_at at time zone 'Asia/Tokyo', 'YYYY-MM'))
     select score, count(*)::int as n, (select round(avg(score), 2)::text from month) as average,
            (select score from member_lesson_ratings where lesson_id = $1) as own
       from month group by score`,
    [lessonId],
  );
  const count = rows.reduce((total, row) => total + row.n, 0);
  const stars = Object.fromEntries(STARS.map((star) => [star, rows.find((row) => String(row.score) === star)?.n ?? 0])) as Month['stars'];
  return { own: rows[0]?.own ?? null, month: { average: count ? Number(rows[0].average).toFixed(2) : '0.00', count, stars } };
}

describe('a member rates a lesson they took; the coach’s record shows the month’s ratings', () => {
  let browser: Browser;
  let member: Member;
  let admin: Page;
  let lessonId: string;
  /** 2026年11月: the Tokyo month of the lesson, as the back office names it. */
  let month: string;
  let before: Month | null;

  beforeAll(async () => {
    browser = await launchBrowser();
    // A new member with a running Standard VALORANT plan, given the demo coach by support.
    ({ member, admin } = await studentOfTheDemoCoach(browser, 'rating'));

    // A lesson with the coach: scheduled, its time let pass, attended and noted by the coach.
    lessonId = await scheduleLesson(admin, member.email, tokyoSlot(6).input);
    // Four hours ago: lessons.e2e.ts, beside this journey, moves the same coach's lesson to two hours ago.
    const began = new Date((await lessonIntoPast(lessonId, 4)).getTime() + 9 * 3600_000);
    month = `${began.getUTCFullYear()}年${began.getUTCMonth() + 1}月`;
    const coach = await coachRecordsLesson(browser, lessonId, { workedOn: WORKED_ON, homework: 'アンレートで毎ラウンド報告を1回', marks: [3, 4, 3, 5] });
    await coach.context().close();
    // What the coach's record says of that month before this member rates (other journeys' members may have rated).
    before = await monthRow(await coachRatings(admin), month);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('the member rates the lesson 4 stars with a comment and reads it in the row and on the karte', async () => {
    const page = await signedIn(browser, member, 1280, '/histories');
    await heading(page, 'レッスン予定・受講履歴').waitFor();
    const row = lessonRow(page, lessonId);
    await row.getByTestId('lesson-history-status').filter({ hasText: '受講済み' }).waitFor();
    const when = await row.getByTestId('lesson-history-time').innerText();

    await row.getByRole('button', { name: `${when}のレッスンを評価する` }).click();
    const dialog = page.getByRole('dialog', { name: 'このレッスンを評価する' });
    // Which lesson: its time as the row writes it.
    await dialog.getByText(when, { exact: true }).waitFor();
    // No star chosen: the dialog says so instead of sending.
    await dialog.getByRole('button', { name: '評価する', exact: true }).click();
    await dialog.getByText(MemberRatingMessages.scoreInvalid).waitFor();
    expect(await row.getByTestId('lesson-rating-notice').count()).toBe(0);
    expect(await severeViolations(page, '[role="dialog"]')).toEqual([]);
    await photograph(page, 'lesson-rating-dialog-error-1280');

    await chooseStars(dialog, '星4つ：満足');
    await dialog.getByText('満足', { exact: true }).waitFor();
    expect(await dialog.getByText(MemberRatingMessages.scoreInvalid).count()).toBe(0);
    await dialog.getByRole('textbox', { name: 'コメント（任意）' }).fill(COMMENT);
    await dialog.getByText(`${COMMENT.length} / 500文字`).waitFor();
    expect(await severeViolations(page, '[role="dialog"]')).toEqual([]);
    await photograph(page, 'lesson-rating-dialog-1280');
    await dialog.getByRole('button', { name: '評価する', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    // The row: the server's message, the stars (read as 星4つ), the comment as written, and 編集 while the seven days last.
    const rating = row.getByTestId('lesson-rating');
    await rating.getByTestId('lesson-rating-notice').filter({ hasText: MemberRatingMessages.rated }).waitFor();
    await rating.getByRole('img', { name: '星4つ（5段階）' }).waitFor();
    expect(await rating.getByTestId('lesson-rating-comment').innerText()).toBe(COMMENT);
    await rating.getByRole('button', { name: `${when}のレッスンの評価を編集` }).waitFor();
    expect(await row.getByRole('button', { name: `${when}のレッスンを評価する` }).count()).toBe(0);
    expect(await severeViolations(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await row.scrollIntoViewIfNeeded();
    await photograph(row, 'lesson-rating-row-1280');

    // The karte (mypage): the coach's marks and, beside them, the member's own rating, each named for whose it is.
    await page.goto(`${e2eUrls.app}/mypage`);
    const entry = page.getByRole('region', { name: 'カルテ' }).getByTestId('karte-entry').filter({ hasText: WORKED_ON });
    await entry.getByRole('img', { name: '星4つ（5段階）' }).waitFor();
    const coachMarks = entry.locator('dl');
    expect(await coachMarks.evaluate((dl) => document.getElementById(dl.getAttribute('aria-labelledby') ?? '')?.textContent)).toBe('コーチの評価（5段階）');
    expect(await coachMarks.locator('dd').allInnerTexts()).toEqual(['3/5', '4/5', '3/5', '5/5']);
    const mine = entry.getByTestId('karte-member-rating');
    expect(await mine.getByText('あなたのレッスン評価', { exact: true }).count()).toBe(1);
    expect(await mine.getByTestId('lesson-rating-comment').innerText()).toBe(COMMENT);
    // The karte keeps the member's rating without its edit button (that is the row's).
    expect(await mine.getByRole('button').count()).toBe(0);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await entry.scrollIntoViewIfNeeded();
    await photograph(entry, 'lesson-rating-karte-1280');
    await page.context().close();
  });

  it('on a phone the member changes the rating to 5 stars: the row and the karte say 5', async () => {
    const page = await signedIn(browser, member, 375, '/histories');
    const row = lessonRow(page, lessonId);
    const when = await row.getByTestId('lesson-history-time').innerText();
    await row.getByRole('button', { name: `${when}のレッスンの評価を編集` }).click();
    const dialog = page.getByRole('dialog', { name: 'レッスンの評価を編集' });
    // Opened with what was given: 4 stars and the comment.
    expect(await dialog.getByRole('radio', { name: '星4つ：満足', exact: true }).isChecked()).toBe(true);
    expect(await dialog.getByRole('textbox', { name: 'コメント（任意）' }).inputValue()).toBe(COMMENT);
    await chooseStars(dialog, '星5つ：とても満足');
    await dialog.getByText('とても満足', { exact: true }).waitFor();
    expect(await severeViolations(page, '[role="dialog"]')).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await photograph(page, 'lesson-rating-dialog-375');
    await dialog.getByRole('button', { name: '更新する', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    const rating = row.getByTestId('lesson-rating');
    await rating.getByTestId('lesson-rating-notice').filter({ hasText: MemberRatingMessages.changed }).waitFor();
    await rating.getByRole('img', { name: '星5つ（5段階）' }).waitFor();
    expect(await rating.getByRole('img', { name: '星4つ（5段階）' }).count()).toBe(0);
    expect(await rating.getByTestId('lesson-rating-comment').innerText()).toBe(COMMENT);
    expect(await severeViolations(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await row.scrollIntoViewIfNeeded();
    await photograph(row, 'lesson-rating-row-375');

    await page.goto(`${e2eUrls.app}/mypage`);
    const entry = page.getByRole('region', { name: 'カルテ' }).getByTestId('karte-entry').filter({ hasText: WORKED_ON });
    await entry.getByTestId('karte-member-rating').getByRole('img', { name: '星5つ（5段階）' }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await entry.scrollIntoViewIfNeeded();
    await photograph(entry, 'lesson-rating-karte-375');
    await page.context().close();
  });

  it('support opens the coach’s record: the lesson’s month counts the member’s 5 in its average and per star', async () => {
    const db = new Client({ connectionString: e2eUrls.database });
    await db.connect();
    try {
      // This member's rating is a 5 of that month, and the month counts at least one more than before it.
      const held = await ratingsOfLessonsMonth(db, lessonId);
      expect(held.own).toBe(5);
      expect(held.month.count).toBeGreaterThanOrEqual((before?.count ?? 0) + 1);
      for (const width of [1280, 375]) {
        if (width !== 1280) await admin.setViewportSize({ width, height: 812 });
        let section = await coachRatings(admin, { fromList: width === 1280 });
        expect(await section.getByRole('table', { name: '受講生からの評価（月別）' }).getByRole('columnheader').allInnerTexts()).toEqual(['月', '平均', '件数', '★5', '★4', '★3', '★2', '★1']);
        // The row says what the database holds for the month (journeys beside this one rate the same coach's lessons: read
        // both until they agree, or the row is wrong).
        let shown: Month | null = null;
        let inDatabase: Month | null = null;
        for (const deadline = Date.now() + 15_000; Date.now() < deadline; await admin.waitForTimeout(500)) {
          inDatabase = (await ratingsOfLessonsMonth(db, lessonId)).month;
          shown = await monthRow(section, month);
          if (JSON.stringify(shown) === JSON.stringify(inDatabase)) break;
          section = await coachRatings(admin, { fromList: false });
        }
        expect(shown).toEqual(inDatabase);
        expect(await severeViolations(admin, '[data-testid="coach-member-ratings"]')).toEqual([]);
        expect(await overflow(admin)).toBeLessThanOrEqual(0);
        await section.scrollIntoViewIfNeeded();
        await photograph(section, `lesson-rating-admin-${width}`);
      }
    } finally {
      await db.end();
    }
  });
});
