// Browser journey for issue 29 (make-ups the member books themselves): support schedules a new member's lesson with
// the demo coach, the member cancels it on time on /mypage, and on /histories the cancelled lesson offers 「振替を予約」:
// the dialog shows the credit's deadline and the coach's free hours by day with the weekday; the member chooses one and
// confirms → the toast, the credit's button goes, and the next lesson on /mypage is the make-up.
import { LessonMessages, MakeUpMessages } from '@coaching/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { e2eUrls, launchBrowser, photograph } from '../../../tools/e2e/browser';
import { overflow, severeViolations, toast } from './support/pages';
import { COACH, scheduleLesson, studentOfTheDemoCoach, tokyoSlot } from './support/lessons';
import { signedIn, type Member } from './support/payments';

/** Tokyo's clock of an instant, 18:00, worked out here apart from the app's formatter. */
const tokyoClock = (iso: string) => new Date(new Date(iso).getTime() + 9 * 3600_000).toISOString().slice(11, 16);

const rowOf = (page: Page, lessonId: string): Locator => page.locator(`[data-testid="lesson-history-item"][data-lesson-id="${lessonId}"]`);

/** /histories at `width`, the make-up dialog of the cancelled lesson opened, its hours shown. */
async function openMakeUpDialog(page: Page, lessonId: string): Promise<Locator> {
  await page.goto(`${e2eUrls.app}/histories`);
  const row = rowOf(page, lessonId);
  await row.getByTestId('lesson-history-status').filter({ hasText: 'キャンセル済み' }).waitFor();
  await row.getByRole('button', { name: '振替を予約' }).click();
  const dialog = page.getByRole('dialog', { name: '振替レッスンを予約' });
  await dialog.getByTestId('make-up-deadline').filter({ hasText: /^振替期限：\d+月\d+日\([日月火水木金土]\) \d\d:\d\dまで$/ }).waitFor();
  await dialog.getByTestId('make-up-hour').first().waitFor();
  await page.waitForTimeout(400); // the dialog's fade-in, for the screenshot
  return dialog;
}

describe('make-ups: the member cancels on time and books the make-up in a free hour of their coach', () => {
  let browser: Browser;
  let member: Member;
  let lessonId: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    const student = await studentOfTheDemoCoach(browser, 'make-up');
    member = student.member;
    const { admin } = student;
    lessonId = await scheduleLesson(admin, member.email, tokyoSlot(5).input);
    await admin.context().close();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('cancels on /mypage, then books the make-up from /histories: deadline, hours by day, choose, confirm; the list and the next lesson follow', async () => {
    const page = await signedIn(browser, member, 1280);
    const card = page.getByRole('region', { name: '次回のレッスン' });
    await card.getByRole('button', { name: 'レッスンをキャンセルする' }).click();
    const cancel = page.getByRole('dialog', { name: 'レッスンをキャンセルしますか？' });
    await cancel.getByLabel('キャンセル理由').fill('部活の試合と重なったため');
    await cancel.getByRole('button', { name: 'キャンセルする', exact: true }).click();
    await toast(page, LessonMessages.cancelled).waitFor();

    // On a phone: the dialog fills the screen, the hours two to a row, nothing wider than the screen.
    const phone = await signedIn(browser, member, 375, '/histories');
    const small = await openMakeUpDialog(phone, lessonId);
    expect(await small.getByRole('button', { name: 'この時間で予約する' }).isDisabled()).toBe(true);
    await small.getByTestId('make-up-hour').first().click();
    await small.getByTestId('make-up-chosen').filter({ hasText: /^選択中：/ }).waitFor();
    expect(await overflow(phone)).toBeLessThanOrEqual(0);
    await phone.waitForTimeout(400); // the confirm button's colour transition, once enabled
    await photograph(phone, 'make-up-dialog-375');
    await small.getByRole('button', { name: '戻る' }).click();
    await small.waitFor({ state: 'hidden' });
    await phone.context().close();

    const dialog = await openMakeUpDialog(page, lessonId);
    const days = dialog.getByTestId('make-up-day');
    expect(await days.count()).toBeGreaterThan(0);
    for (const label of await days.getByRole('heading').allInnerTexts()) expect(label).toMatch(/^\d+月\d+日\([日月火水木金土]\)$/);
    expect(await dialog.getByText(`担当コーチ：${COACH.name}`).count()).toBe(1);
    expect(await severeViolations(page)).toEqual([]);

    // Choose a free hour and confirm; if another journey took it meanwhile, the dialog says so and offers the rest.
    const hours = dialog.getByTestId('make-up-hour');
    let chosen = '';
    for (let attempt = 0; attempt < 3 && !chosen; attempt += 1) {
      const hour = hours.nth(Math.min(3 + attempt, (await hours.count()) - 1));
      const startsAt = (await hour.getAttribute('data-starts-at'))!;
      await hour.click();
      await dialog.getByTestId('make-up-chosen').filter({ hasText: `${tokyoClock(startsAt)}〜` }).waitFor();
      if (attempt === 0) await page.waitForTimeout(400);
      if (attempt === 0) await photograph(page, 'make-up-dialog-1280');
      await dialog.getByRole('button', { name: 'この時間で予約する' }).click();
      const outcome = await Promise.race([
        toast(page, MakeUpMessages.booked)
          .waitFor()
          .then(() => 'booked'),
        dialog
          .getByTestId('make-up-failure')
          .waitFor()
          .then(() => 'refused'),
      ]);
      if (outcome === 'booked') chosen = startsAt;
    }
    expect(chosen).not.toBe('');
    await dialog.waitFor({ state: 'hidden' });

    // The list read again: the credit is used (no button), the make-up is among the lessons ahead.
    await rowOf(page, lessonId).getByRole('button', { name: '振替を予約' }).waitFor({ state: 'detached' });
    const latest = (await page.evaluate(() => fetch('/api/lessons/latest', { credentials: 'include' }).then((r) => r.json()))) as { data: { started_at: string; coach: { name: string } } | null };
    expect(latest.data?.started_at).toBe(chosen);
    await photograph(page, 'make-up-booked-histories-1280', { fullPage: true });
    await page.goto(`${e2eUrls.app}/mypage`);
    await card.getByTestId('next-lesson-time').filter({ hasText: `${tokyoClock(chosen)}〜` }).waitFor();
    expect(await card.getByTestId('next-lesson-coach').innerText()).toBe(COACH.name);
  });
});
