// Browser journeys for issue 10 (lessons), across the back office and the member site, against the running
// stack: support assigns the new student's coach and schedules a lesson → the member sees it on /mypage →
// cancels it with a reason → toast, back after 3 s → /histories shows it cancelled with its make-up credit; a
// lesson within two days cannot be cancelled (the button says why, the api refuses), and once support records it as a
// late cancel mypage warns of the two-strike rule; the coach records
// attendance and writes the karte → the member reads it in the karte timeline.
import { LessonMessages } from '@coaching/contracts';
import type { Browser, Page } from 'playwright-core';
import { e2eUrls, launchBrowser, photograph } from '../../../tools/e2e/browser';
import { COACH, coachRecordsLesson, lessonIntoPast, scheduleLesson, scheduleLessonAtFirstFreeSlot, studentOfTheDemoCoach, tokyoSlot } from './support/lessons';
import { heading, overflow, severeViolations, toast } from './support/pages';
import { signedIn, type Member } from './support/payments';

const nextLesson = (page: Page) => page.getByRole('region', { name: '次回のレッスン' });

describe('lessons: scheduled by support, seen, cancelled and noted by the member and the coach', () => {
  let browser: Browser;
  let member: Member;
  let admin: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    // A new member with a running Standard VALORANT plan, given the demo coach by support.
    ({ member, admin } = await studentOfTheDemoCoach(browser, 'lessons'));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the scheduled lesson on /mypage, cancels it with a reason, and lists it cancelled with its make-up credit', async () => {
    const slot = tokyoSlot(5);
    await scheduleLesson(admin, member.email, slot.input);
    await photograph(admin, 'admin-lesson-show-1280', { fullPage: true });

    const page = await signedIn(browser, member, 1280);
    const card = nextLesson(page);
    await card.getByTestId('next-lesson-date').filter({ hasText: slot.card }).waitFor();
    expect(await card.getByTestId('next-lesson-time').innerText()).toBe(slot.time);
    expect(await card.getByTestId('next-lesson-coach').innerText()).toBe(COACH.name);
    await card.getByText(/キャンセル期限：.+まで/).waitFor();
    expect(await severeViolations(page)).toEqual([]);
    await photograph(page, 'lessons-mypage-next-1280', { fullPage: true });

    // The modal: the reason is required (spec §5), then the cancellation, the toast, and back one step after 3 s.
    await card.getByRole('button', { name: 'レッスンをキャンセルする' }).click();
    await page.waitForURL((url) => url.searchParams.has('cancel'));
    const dialog = page.getByRole('dialog', { name: 'レッスンをキャンセルしますか？' });
    await dialog.getByRole('button', { name: 'キャンセルする', exact: true }).click();
    await dialog.getByText(LessonMessages.cancelReasonRequired).waitFor();
    await photograph(page, 'lessons-cancel-modal-1280');
    await dialog.getByLabel('キャンセル理由').fill('学校の行事と重なったため');
    await dialog.getByRole('button', { name: 'キャンセルする', exact: true }).click();
    await toast(page, LessonMessages.cancelled).waitFor();
    const cancelledAt = Date.now();
    await page.waitForURL((url) => url.pathname === '/mypage' && !url.searchParams.has('cancel'), { timeout: 10_000 });
    expect(Date.now() - cancelledAt).toBeGreaterThanOrEqual(2_500);
    await card.getByText('予定されているレッスンはありません').waitFor();

    // /histories: the lesson, cancelled, with until when its make-up may start (a week after the lesson).
    for (const width of [1280, 375]) {
      const mine = width === 1280 ? page : await signedIn(browser, member, width);
      await mine.goto(`${e2eUrls.app}/histories`);
      await heading(mine, 'レッスン予定・受講履歴').waitFor();
      const item = mine.getByTestId('lesson-history-item').filter({ hasText: slot.history });
      await item.getByTestId('lesson-history-status').filter({ hasText: 'キャンセル済み' }).waitFor();
      await item.getByTestId('lesson-history-make-up').filter({ hasText: /^振替受講の期限：\d+月\d+日\(.\) \d\d:\d\dまで$/ }).waitFor();
      await item.getByText(`担当コーチ：${COACH.name}`).waitFor();
      // Its one lesson is called off: no progress of 0/0 to show.
      expect(await mine.getByTestId('progress-personal').count()).toBe(0);
      expect(await overflow(mine)).toBeLessThanOrEqual(0);
      await photograph(mine, `lessons-histories-${width}`, { fullPage: true });
      await mine.getByRole('tab', { name: 'グループレッスン' }).click();
      await mine.getByText('レッスンの履歴はありません。').waitFor();
      await photograph(mine, `lessons-histories-group-empty-${width}`, { fullPage: true });
      if (width !== 1280) await mine.context().close();
    }

    // The lessons in a phone's calendar: a secret address, issued here, answering iCalendar with this lesson struck.
    await page.getByRole('tab', { name: '個人レッスン' }).click();
    await page.getByRole('button', { name: 'カレンダー用URLを発行する' }).click();
    const feedUrl = await page.getByRole('textbox', { name: 'カレンダー用URL' }).inputValue();
    expect(feedUrl).toMatch(/\/calendar\/lessons\/[A-Za-z0-9_-]+\.ics$/);
    await page.getByRole('region', { name: 'スマートフォンのカレンダーに登録' }).scrollIntoViewIfNeeded();
    await photograph(page, 'lessons-calendar-feed-1280', { fullPage: true });
    const feed = await fetch(`${e2eUrls.app}${new URL(feedUrl).pathname}`);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    const ics = await feed.text();
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('STATUS:CANCELLED');
    // Issued again, the first address stops working.
    await page.getByRole('button', { name: /URLを再発行する/ }).click();
    const feedBox = await page.getByRole('textbox', { name: 'カレンダー用URL' }).elementHandle();
    await page.waitForFunction(([box, old]) => (box as HTMLInputElement).value !== old, [feedBox, feedUrl] as const);
    expect((await fetch(`${e2eUrls.app}${new URL(feedUrl).pathname}`)).status).toBe(404);
    await page.context().close();
  });

  it('refuses to cancel a lesson within two days: the button is closed and says why, and the api answers 422', async () => {
    // Tomorrow, at the usual hour or a later one (a make-up booking beside this journey may have taken the first).
    const { lessonId, slot } = await scheduleLessonAtFirstFreeSlot(admin, member.email, [tokyoSlot(1), tokyoSlot(1, 19), tokyoSlot(1, 23)]);

    const page = await signedIn(browser, member, 375);
    const card = nextLesson(page);
    await card.getByTestId('next-lesson-date').filter({ hasText: slot.card }).waitFor();
    const cancel = card.getByRole('button', { name: 'レッスンをキャンセルする' });
    expect(await cancel.isDisabled()).toBe(true);
    await card.getByText(LessonMessages.cancelDeadlinePassed).waitFor();
    await card.getByRole('link', { name: '利用規約' }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await photograph(page, 'lessons-mypage-closed-375', { fullPage: true });

    // The server has the last word: the same cancellation sent anyway is refused with the terms' explanation.
    const answer = await page.evaluate(async (id) => {
      await fetch('/sanctum/csrf-cookie', { credentials: 'include' });
      const token = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const response = await fetch(`/api/lessons/${id}/cancel`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-XSRF-TOKEN': token },
        body: JSON.stringify({ reason: '急用のため' }),
      });
      return { status: response.status, body: (await response.json()) as { message?: string } };
    }, lessonId);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(LessonMessages.cancelDeadlinePassed);

    // The member phoned in: support records the late cancel, a strike under the terms → mypage warns of a second.
    await admin.goto(`${e2eUrls.app}/admin/#/lessons/${lessonId}/show`);
    await admin.getByRole('button', { name: '期限後のキャンセルを記録' }).click();
    const late = admin.getByRole('dialog', { name: '期限後のキャンセルを記録しますか？' });
    await late.getByLabel('キャンセル・中止の理由').fill('当日に電話で連絡あり');
    await late.getByRole('button', { name: '記録する' }).click();
    await admin.getByText('期限後のキャンセルを記録しました').waitFor();
    // The strike is counted by the worker's reaction: a moment later.
    const notice = page.getByTestId('lesson-standing');
    for (const deadline = Date.now() + 30_000; ; ) {
      await page.reload();
      if (await notice.waitFor({ timeout: 3_000 }).then(() => true, () => false)) break;
      if (Date.now() > deadline) throw new Error('the strike notice never appeared on mypage');
    }
    expect(await notice.innerText()).toMatch(/\d{4}年\d{1,2}月のレッスンで、無断欠席または期限後のキャンセルが1回ありました。同じ月に2回になると、利用規約によりその月の以降のレッスンは受講できなくなります。/);
    expect(await notice.getAttribute('class')).toContain('Warning');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await photograph(page, 'lessons-mypage-strike-375', { fullPage: true });
    await page.context().close();
  });

  it('the coach records the attendance and writes the karte; the member reads it in the karte timeline', async () => {
    const lessonId = await scheduleLesson(admin, member.email, tokyoSlot(6).input);
    // The lesson's time comes (it began two hours ago); the coach records 出席 and writes the karte.
    await lessonIntoPast(lessonId);
    const coach = await coachRecordsLesson(browser, lessonId, { workedOn: 'リテイク時のスモークの使い方とエントリーの順番', homework: 'デスマッチ30分×3日', marks: [4, 3, 5, 4] });
    await photograph(coach, 'admin-lesson-karte-1280', { fullPage: true });
    await coach.context().close();

    for (const width of [1280, 375]) {
      const page = await signedIn(browser, member, width);
      const timeline = page.getByRole('region', { name: 'カルテ' });
      const entry = timeline.getByTestId('karte-entry').filter({ hasText: 'リテイク時のスモークの使い方とエントリーの順番' });
      await entry.getByText('デスマッチ30分×3日').waitFor();
      await entry.getByText(`担当コーチ：${COACH.name}`).waitFor();
      expect(await entry.locator('dd').allInnerTexts()).toEqual(['4/5', '3/5', '5/5', '4/5']);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await photograph(page, `lessons-karte-${width}`, { fullPage: true });
      await page.context().close();
    }
  });

  it('support sets the member’s chart link (Google documents only); the member sees it framed on mypage with a button to open it', async () => {
    const page = await signedIn(browser, member, 1280);
    const chart = page.getByRole('region', { name: 'チャート' });
    await chart.getByText('チャートはまだありません。').waitFor();

    await admin.goto(`${e2eUrls.app}/admin/#/students?filter=${encodeURIComponent(JSON.stringify({ q: member.email }))}`);
    const row = admin.locator('tbody tr').filter({ hasText: member.email });
    await row.getByRole('button', { name: 'チャートを設定' }).click();
    const dialog = admin.getByRole('dialog', { name: 'チャートのURL' });
    const url = dialog.getByLabel('共有URL');
    await url.fill('https://example.com/my-chart');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText(/Google スプレッドシート・ドキュメント・スライドの共有URL/).waitFor();
    const sheet = 'https://docs.google.com/spreadsheets/d/1E2eLessonsChart_abcdefghijklmnop/edit#gid=7';
    await url.fill(sheet);
    await dialog.getByRole('link', { name: '入力したチャートを新しいタブで開く' }).waitFor();
    await photograph(admin, 'admin-student-chart-1280');
    await dialog.getByRole('button', { name: '保存' }).click();
    await admin.getByText('チャートのURLを保存しました。').waitFor();
    await row.getByRole('button', { name: 'チャート', exact: true }).waitFor();

    for (const width of [1280, 375]) {
      const view = width === 1280 ? page : await signedIn(browser, member, width);
      await view.reload();
      const section = view.getByRole('region', { name: 'チャート' });
      const frame = section.getByTestId('chart-embed');
      await frame.waitFor({ state: 'attached' });
      expect(await frame.getAttribute('src')).toBe('https://docs.google.com/spreadsheets/d/1E2eLessonsChart_abcdefghijklmnop/preview?gid=7');
      expect(await section.getByRole('link', { name: 'チャートを開く' }).getAttribute('href')).toBe('https://docs.google.com/spreadsheets/d/1E2eLessonsChart_abcdefghijklmnop/edit#gid=7');
      expect(await section.getByText('チャートはまだありません。').count()).toBe(0);
      expect(await overflow(view)).toBeLessThanOrEqual(0);
      await section.scrollIntoViewIfNeeded();
      await photograph(view, `mypage-chart-${width}`, { fullPage: true });
      await view.context().close();
    }
  });
});
