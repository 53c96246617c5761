// Browser journey for issue 29: the monthly 「今月、上達を実感できましたか？」. A new member of the demo coach has no question
// on mypage until a lesson of this month is attended; then the card asks, refuses an empty answer, takes はい with a comment
// on a phone, thanks the member and keeps the answer (changeable) after a reload; support reads the coach's 上達実感 for
// the month one はい higher, with its count. Screens at 375 and 1280 px of the card and of the back office's figures.
import { PROGRESS_QUESTION, ProgressQuestionMessages, tokyoMonth, tokyoMonthRange } from '@coaching/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { e2eUrls, launchBrowser, photograph } from '../../../tools/e2e/browser';
import { coachRatings, coachRecordsLesson, lessonIntoPast, scheduleLesson, studentOfTheDemoCoach, tokyoSlot } from './support/lessons';
import { overflow, severeViolations } from './support/pages';
import { signedIn, type Member } from './support/payments';

const COMMENT = 'スモークのタイミングが分かってきました。';

/** 上達実感 of one month on the coach's record: 「はい」 of n, or null before anyone answered that month. */
async function progressOf(section: Locator, month: string): Promise<{ yes: number; n: number } | null> {
  const row = section.getByTestId('coach-claim-month').filter({ has: section.page().getByRole('rowheader', { name: month, exact: true }) });
  if ((await row.count()) === 0) return null;
  const text = await row.getByTestId('progress').innerText();
  const counted = /(\d+)\/(\d+)人/.exec(text);
  return counted ? { yes: Number(counted[1]), n: Number(counted[2]) } : { yes: 0, n: 0 };
}

/** Tokyo's month as the back office names it (2026年11月). */
const tokyoMonthName = () => {
  const [year, month] = tokyoMonth(new Date()).split('-');
  return `${year}年${Number(month)}月`;
};

describe('the monthly 「今月、上達を実感できましたか？」: the member answers on mypage; the coach’s record counts it', () => {
  let browser: Browser;
  let member: Member;
  let admin: Page;
  let lessonId: string;
  let month: string;
  let before: { yes: number; n: number } | null;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ member, admin } = await studentOfTheDemoCoach(browser, 'progress'));
    lessonId = await scheduleLesson(admin, member.email, tokyoSlot(8).input);
    // Eight hours ago (the other lesson journeys move the same coach's lessons to 2, 4 and 6 hours ago), unless that is
    // still last month in Tokyo: then the last hour.
    const hoursIntoMonth = (Date.now() - tokyoMonthRange(tokyoMonth(new Date())).from.getTime()) / 3600_000;
    await lessonIntoPast(lessonId, hoursIntoMonth > 9 ? 8 : 1);
    month = tokyoMonthName();
    before = await progressOf(await coachRatings(admin), month);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('no question before the lesson is attended; after it, the card asks, refuses an empty answer, and takes はい with a comment on a phone', async () => {
    const page = await signedIn(browser, member, 375);
    // The rest of mypage has loaded (the next-lesson section), and no question: the lesson is not recorded as attended.
    await page.getByRole('region', { name: '担当コーチ' }).waitFor();
    expect(await page.getByTestId('progress-question').count()).toBe(0);

    const coach = await coachRecordsLesson(browser, lessonId, { workedOn: 'エントリーの合わせ方', homework: 'デスマッチ10分', marks: [3, 3, 4, 4] });
    await coach.context().close();

    await page.reload();
    const card = page.getByRole('region', { name: PROGRESS_QUESTION });
    await card.waitFor();
    await card.getByRole('button', { name: '回答する' }).click();
    await card.getByText(ProgressQuestionMessages.answerRequired).waitFor();
    await card.getByRole('button', { name: 'はい', exact: true }).click();
    expect(await card.getByRole('button', { name: 'はい', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await card.getByRole('textbox', { name: 'コメント（任意）' }).fill(COMMENT);
    await card.getByText(`${COMMENT.length} / 400文字`).waitFor();
    expect(await severeViolations(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await card.scrollIntoViewIfNeeded();
    await photograph(card, 'progress-question-card-375');

    await card.getByRole('button', { name: '回答する' }).click();
    await card.getByTestId('progress-answered').filter({ hasText: ProgressQuestionMessages.answered }).waitFor();
    await card.getByText(/月の回答：はい$/).waitFor();
    await card.getByText(COMMENT).waitFor();
    await photograph(card, 'progress-question-answered-375');
    await page.context().close();
  });

  it('on a desktop the answer is kept after a reload and can be changed within the month', async () => {
    const page = await signedIn(browser, member, 1280);
    const card = page.getByRole('region', { name: PROGRESS_QUESTION });
    await card.getByText(/月の回答：はい$/).waitFor();
    await card.getByRole('button', { name: '回答を変更' }).click();
    // Opened with what was given.
    expect(await card.getByRole('button', { name: 'はい', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await card.getByRole('textbox', { name: 'コメント（任意）' }).inputValue()).toBe(COMMENT);
    expect(await severeViolations(page)).toEqual([]);
    await card.scrollIntoViewIfNeeded();
    await photograph(card, 'progress-question-card-1280');
    // The same answer again, with a longer comment: still はい, now 「回答を更新しました。」.
    await card.getByRole('textbox', { name: 'コメント（任意）' }).fill(`${COMMENT}次は撃ち合いを練習します。`);
    await card.getByRole('button', { name: '更新する' }).click();
    await card.getByTestId('progress-answered').filter({ hasText: ProgressQuestionMessages.changed }).waitFor();
    await card.getByText(/月の回答：はい$/).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await photograph(card, 'progress-question-answered-1280');
    await page.context().close();
  });

  it('support reads the coach’s 上達実感 for the month one はい higher, with its count, at 1280 and 375 px', async () => {
    const expected = { yes: (before?.yes ?? 0) + 1, n: (before?.n ?? 0) + 1 };
    for (const width of [1280, 375]) {
      if (width !== 1280) await admin.setViewportSize({ width, height: 812 });
      const section = await coachRatings(admin, { fromList: width === 1280 });
      const figures = section.getByRole('table', { name: '満足度と上達実感（月別）' });
      expect(await figures.getByRole('columnheader').allInnerTexts()).toEqual(['月', '満足度', '上達実感']);
      expect(await progressOf(section, month)).toEqual(expected);
      expect(await severeViolations(admin, '[data-testid="coach-member-ratings"]')).toEqual([]);
      expect(await overflow(admin)).toBeLessThanOrEqual(0);
      await section.scrollIntoViewIfNeeded();
      await photograph(section, `progress-question-admin-${width}`);
    }
  });

  it('support reads the trial conversion per coach and month beside the school’s rate, at 1280 and 375 px', async () => {
    await admin.goto(`${e2eUrls.app}/admin/#/trials`);
    for (const width of [1280, 375]) {
      await admin.setViewportSize({ width, height: 900 });
      await admin.reload();
      const table = admin.getByRole('region', { name: 'コーチ別の体験 → 入会（月別）' });
      // Loaded: the rows (the seed's trials of the last months) or the empty state, not the skeleton.
      await table.getByTestId('coach-trial-conversion-row').or(table.getByText('この期間に実施した体験はありません。')).first().waitFor();
      expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['コーチ', '実施', '無断欠席', '入会', '入会率']);
      expect(await severeViolations(admin, '[data-testid="coach-trial-conversion"]')).toEqual([]);
      expect(await overflow(admin)).toBeLessThanOrEqual(0);
      await photograph(table, `coach-trial-conversion-${width}`);
    }
  });
});
