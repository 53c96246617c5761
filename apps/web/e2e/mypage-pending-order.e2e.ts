// Browser journeys for issue 8: a bank-transfer order waiting for its transfer shows on /mypage (amount, due
// date, where to send it, the reference) and can be cancelled there; buying the plan one holds says, before
// paying, that it extends the period and to when. Against the running stack (api, worker, sandbox).
import { PaymentMessages, SubscriptionMessages, type MemberSubscription, type SubscriptionExtension } from '@coaching/contracts';
import { formatDate } from '@coaching/web-theme';
import type { Browser, Page } from 'playwright-core';
import { e2eUrls, launchBrowser, photograph } from '../../../tools/e2e/browser';
import { recordTransfer } from './support/back-office';
import { animationsDone, button, overflow, severeViolations, toast } from './support/pages';
import { choosePeriodAndMethod, choosePlan, newMemberAtConfirmation, registerMember, signedIn } from './support/payments';
import { waitForMail } from './support/sandbox-mail';

const PENDING = 'お振込み待ちのお申し込み';
const NO_PLAN = 'まだコースをお申し込みいただいていません';
const DAY_MS = 24 * 3600_000;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const pendingSection = (page: Page) => page.getByRole('region', { name: PENDING });
/** A member api answer, read in the member's own session. */
const memberApi = <T>(page: Page, path: string) => page.evaluate(async (url) => ((await (await fetch(url)).json()) as { data: unknown }).data, path) as Promise<T>;

/** On the confirmation of a bank order: sends it, and answers the total the page showed and the guide mail's reference. */
/** Orders by bank and reads the reference from the transfer mail; `earlier` are this member's
 * references already mailed, so a second order never reads the first order's mail. */
async function orderByBank(page: Page, email: string, earlier: string[] = []): Promise<{ total: string; reference: string }> {
  const total = (await page.getByTestId('order-total').innerText()).trim();
  await button(page, '振込案内メールを送信する').click();
  await page.waitForURL((url) => url.pathname === '/mypage');
  await toast(page, PaymentMessages.transferMailSent).waitFor();
  const referenceOf = (text: string) => /お申込番号「([0-9A-F]{8})」/.exec(text)?.[1];
  const mail = await waitForMail(email, (m) => {
    const reference = referenceOf(m.text);
    return reference !== undefined && !earlier.includes(reference);
  });
  return { total, reference: referenceOf(mail.text)! };
}

/** Reloads until the locator shows: billing applies an operator's record a moment after it is made. */
async function reloadUntil(page: Page, shown: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await shown())) {
    if (Date.now() > deadline) throw new Error('the page did not change in time');
    await page.waitForTimeout(500);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
  }
}

describe('a bank order waiting for its transfer', () => {
  it('shows on /mypage with the amount, due date and reference, and is cancelled through the dialog', async () => {
    const { member, page } = await newMemberAtConfirmation(browser, 'mypage-pending', { game: 'APEX LEGENDS', plan: 'Standard', months: 1, method: '銀行振込' });
    const orderedAt = Date.now();
    const { total, reference } = await orderByBank(page, member.email);

    // No "no plan yet" for a member who has just ordered: the order, what to send, where and by when.
    const pending = pendingSection(page);
    await pending.waitFor();
    expect(await page.getByText(NO_PLAN).count()).toBe(0);
    await pending.getByRole('heading', { name: 'Standard' }).waitFor();
    await pending.getByText('APEX LEGENDS', { exact: true }).waitFor();
    await pending.getByText('1か月', { exact: true }).waitFor();
    expect((await pending.getByTestId('pending-order-amount').innerText()).trim()).toBe(total);
    const due = (await pending.getByTestId('pending-order-due').innerText()).trim();
    expect([`${formatDate(new Date(orderedAt + 7 * DAY_MS))}まで`, `${formatDate(new Date(Date.now() + 7 * DAY_MS))}まで`]).toContain(due);
    for (const text of ['みずほ銀行', '渋谷支店', '普通', '1234567', 'カ）ジージーコーチ']) await pending.getByText(text, { exact: true }).waitFor();
    await pending.getByText(`振込名義の前に ${reference} をご入力ください`).waitFor();
    expect(await severeViolations(page)).toEqual([]);
    await photograph(page, 'mypage-pending-order-1280', { fullPage: true });

    // The same on a phone, nothing wider than the screen.
    const phone = await signedIn(browser, member, 390);
    await pendingSection(phone).getByTestId('transfer-reference').filter({ hasText: reference }).waitFor();
    expect(await overflow(phone)).toBeLessThanOrEqual(0);
    await photograph(phone, 'mypage-pending-order-390', { fullPage: true });
    await pendingSection(phone).getByRole('button', { name: 'お申し込みを取り消す' }).click();
    const phoneDialog = phone.getByRole('dialog', { name: 'お申し込みを取り消しますか？' });
    await phoneDialog.getByText('APEX LEGENDS Standard（1か月）のお申し込みを取り消します。', { exact: false }).waitFor();
    await animationsDone(phone);
    await photograph(phone, 'mypage-cancel-dialog-390');
    // Going back keeps the order.
    await phoneDialog.getByRole('button', { name: '戻る' }).click();
    await phoneDialog.waitFor({ state: 'hidden' });
    await pendingSection(phone).waitFor();
    await phone.context().close();

    await pending.getByRole('button', { name: 'お申し込みを取り消す' }).click();
    const dialog = page.getByRole('dialog', { name: 'お申し込みを取り消しますか？' });
    await dialog.waitFor();
    expect(await severeViolations(page)).toEqual([]);
    await photograph(page, 'mypage-cancel-dialog-1280');
    await dialog.getByRole('button', { name: '取り消す' }).click();

    await toast(page, SubscriptionMessages.orderCancelled).waitFor();
    await page.getByRole('heading', { name: NO_PLAN }).waitFor();
    expect(await pending.count()).toBe(0);
    await photograph(page, 'mypage-cancelled-1280', { fullPage: true });

    // Billing has withdrawn it: the same after a reload, and the payment reads as cancelled in the history.
    await page.reload();
    await page.getByRole('heading', { name: NO_PLAN }).waitFor();
    expect(await pending.count()).toBe(0);
    await page.goto(`${e2eUrls.app}/payments/history`);
    await page.getByRole('table', { name: '決済履歴' }).getByRole('row').filter({ hasText: 'APEX LEGENDS Standard' }).filter({ hasText: 'キャンセル済み' }).waitFor();
    await page.context().close();
  });

  it('says nothing about having no plan until the subscriptions have answered, and offers a retry when they fail', async () => {
    const member = await registerMember(browser, 'mypage-states');
    const page = await signedIn(browser, member, 1280);
    let answer: 'slow' | 'fail' | 'pass' = 'slow';
    let release: () => void = () => undefined;
    await page.route('**/api/subscriptions', async (route) => {
      if (answer === 'fail') return route.fulfill({ status: 503, json: { message: 'メンテナンス中です。' } });
      if (answer === 'slow') await new Promise<void>((resolve) => (release = resolve));
      return route.continue();
    });

    await page.reload();
    await page.getByText('お申し込み状況を読み込み中').waitFor({ state: 'attached' });
    expect(await page.getByText(NO_PLAN).count()).toBe(0);
    await photograph(page, 'mypage-loading-1280');
    answer = 'fail';
    release();
    await page.getByRole('heading', { name: NO_PLAN }).waitFor();

    await page.reload();
    const failed = page.getByRole('alert').filter({ hasText: 'お申し込み状況を読み込めませんでした' });
    await failed.waitFor();
    expect(await page.getByText(NO_PLAN).count()).toBe(0);
    await photograph(page, 'mypage-load-failed-1280');
    answer = 'pass';
    await failed.getByRole('button', { name: '再読み込み' }).click();
    await page.getByRole('heading', { name: NO_PLAN }).waitFor();
    expect(await failed.count()).toBe(0);
    await page.context().close();
  });
});

describe('buying the plan one holds', () => {
  it('tells before paying that it extends the period and to when; the new order then waits below the current plan', async () => {
    const { member, page } = await newMemberAtConfirmation(browser, 'mypage-extend', { game: 'VALORANT', plan: 'Lite', months: 1, method: '銀行振込' });
    // A plan not held yet starts anew: no notice.
    await page.getByTestId('order-total').waitFor();
    expect(await page.getByTestId('extension-notice').count()).toBe(0);
    const first = await orderByBank(page, member.email);
    await pendingSection(page).waitFor();

    await recordTransfer(browser, member.email);
    await reloadUntil(page, async () => (await page.getByRole('heading', { name: 'VALORANT' }).count()) > 0);
    await page.getByText('Lite', { exact: true }).first().waitFor();
    expect(await pendingSection(page).count()).toBe(0);
    const [held] = await memberApi<MemberSubscription[]>(page, '/api/subscriptions');
    expect(held).toMatchObject({ status: 'active', plan: { name: 'Lite' } });

    await page.goto(`${e2eUrls.app}/payments`);
    await choosePlan(page, 'VALORANT', 'Lite');
    await choosePeriodAndMethod(page, 2, '銀行振込');
    await page.waitForURL((url) => url.pathname === '/payments/create' && url.searchParams.get('period') === '2');
    const notice = page.getByTestId('extension-notice');
    await notice.waitFor();
    const extension = await memberApi<SubscriptionExtension>(page, `/api/subscriptions/extension?plan_id=${held.plan.id}&period=2`);
    expect(extension.current_ends_at).toBe(held.ends_at);
    expect((await notice.innerText()).trim()).toBe(
      `ご利用中のプランです。お支払いが完了すると、終了日が${formatDate(extension.current_ends_at)}から${formatDate(extension.new_ends_at)}まで延長されます。`,
    );
    // Above the pay section.
    const noticeBox = (await notice.boundingBox())!;
    const payBox = (await page.getByRole('region', { name: 'お振込みのご案内' }).boundingBox())!;
    expect(noticeBox.y).toBeLessThan(payBox.y);
    expect(await severeViolations(page)).toEqual([]);
    await photograph(page, 'payments-create-extension-1280', { fullPage: true });

    const phone = await signedIn(browser, member, 390);
    await phone.goto(page.url());
    await phone.getByTestId('extension-notice').waitFor();
    expect(await overflow(phone)).toBeLessThanOrEqual(0);
    await photograph(phone, 'payments-create-extension-390', { fullPage: true });
    await phone.context().close();

    // Ordered: /mypage shows the plan held and, below it, the extension waiting for its transfer.
    const { reference } = await orderByBank(page, member.email, [first.reference]);
    const current = page.getByRole('region', { name: 'VALORANT' });
    const pending = pendingSection(page);
    await pending.getByText('ご利用中のプランの延長').waitFor();
    await pending.getByText('2か月', { exact: true }).waitFor();
    await pending.getByTestId('transfer-reference').filter({ hasText: reference }).waitFor();
    expect((await current.boundingBox())!.y).toBeLessThan((await pending.boundingBox())!.y);
    await photograph(page, 'mypage-pending-extension-1280', { fullPage: true });
    await page.context().close();
  });
});
