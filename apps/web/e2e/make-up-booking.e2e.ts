// Browser journey for issue 29 (make-ups the member books themselves): support schedules a new member's lesson with
// the demo coach, the member cancels it on time on /mypage, and on /histories the cancelled lesson offers 「振替を予約」:
// the dialog shows the credit's deadline and the coach's free hours by day with the weekday; the member chooses one and
// confirms → the toast, the credit's button goes, and the next lesson on /mypage is the make-up.
import { LessonMessages, MakeUpMessages, PaymentMessages } from '@coaching/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { backOfficePage, e2eUrls, launchBrowser, screenshotPath } from '../../../tools/e2e/browser';
import { recordTransfer } from './support/back-office';
import { button, overflow, severeViolations, toast } from './support/pages';
import { newMemberAtConfirmation, signedIn, type Member } from './support/payments';

const COACH = { name: '伊藤 蓮' };
const SUPPORT = { email: process.env.E2E_OPERATOR_EMAIL ?? 'admin@ggcoach.example', password: process.env.E2E_OPERATOR_PASSWORD ?? 'admin-demo-password' };

/** `days` from today in Tokyo at 18:00 (weekdays) or 19:00 (weekends), inside the demo coach's hours, as the back office's datetime-local takes it. */
function tokyoSlot(days: number): string {
  const day = new Date(Date.now() + 9 * 3600_000 + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hour = day.getUTCDay() === 0 || day.getUTCDay() === 6 ? 19 : 18;
  return `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}T${pad(hour)}:00`;
}

/** Tokyo's clock of an instant, 18:00, worked out here apart from the app's formatter. */
const tokyoClock = (iso: string) => new Date(new Date(iso).getTime() + 9 * 3600_000).toISOString().slice(11, 16);

async function assignCoach(admin: Page, email: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    await admin.goto(`${e2eUrls.app}/admin/#/students?filter=${encodeURIComponent(JSON.stringify({ unassigned: true, q: email }))}`);
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
  await admin.getByRole('option', { name: new RegExp(`^${COACH.name}`) }).click();
  await dialog.getByRole('button', { name: '割り当てる' }).click();
  await admin.getByText('担当コーチを割り当てました').waitFor();
}

async function scheduleLesson(admin: Page, email: string, startsAt: string): Promise<string> {
  await admin.goto(`${e2eUrls.app}/admin/#/lessons/create`);
  const member = admin.getByRole('combobox', { name: '受講者' });
  await member.click();
  await member.fill(email);
  await admin.getByRole('option', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) }).click();
  await admin.getByLabel('日時').fill(startsAt);
  await admin.getByRole('button', { name: '保存' }).click();
  await admin.waitForURL(/#\/lessons\/[0-9a-f-]{36}\/show$/);
  return /#\/lessons\/([0-9a-f-]{36})\/show$/.exec(admin.url())![1];
}

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
    const ordered = await newMemberAtConfirmation(browser, 'make-up', { game: 'VALORANT', plan: 'Standard', months: 1, method: '銀行振込' });
    member = ordered.member;
    await button(ordered.page, '振込案内メールを送信する').click();
    await toast(ordered.page, PaymentMessages.transferMailSent).waitFor();
    await ordered.page.context().close();
    await recordTransfer(browser, member.email);
    const admin = await backOfficePage(browser, SUPPORT, 1280);
    await assignCoach(admin, member.email);
    lessonId = await scheduleLesson(admin, member.email, tokyoSlot(5));
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
    await phone.screenshot({ path: screenshotPath('make-up-dialog-375') });
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
      if (attempt === 0) await page.screenshot({ path: screenshotPath('make-up-dialog-1280') });
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
    await page.screenshot({ path: screenshotPath('make-up-booked-histories-1280'), fullPage: true });
    await page.goto(`${e2eUrls.app}/mypage`);
    await card.getByTestId('next-lesson-time').filter({ hasText: `${tokyoClock(chosen)}〜` }).waitFor();
    expect(await card.getByTestId('next-lesson-coach').innerText()).toBe(COACH.name);
  });
});
