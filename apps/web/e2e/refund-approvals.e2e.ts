// Browser journey of the refunds that finish (issue 32): support asks for an adjusted refund (over the four-eyes
// threshold), the demo's second admin finds it in the dashboard's 承認待ち queue and approves it; another request is
// withdrawn by support and leaves the queue. Across the member site, the back office and the sandbox card provider.
// No lesson is booked: no coach hours are taken.
import type { Browser, Page } from 'playwright-core';
import { backOfficePage, e2eUrls, launchBrowser, photograph, searchBackOfficeList } from '../../../tools/e2e/browser';
import { button } from './support/pages';
import { createSupportOperator, paidStandardMember, pastCoolingOff, tradeOf } from './support/refunds';

/** The demo seed's second admin (README): the one who approves what the other asked. */
const SECOND_ADMIN = { email: 'admin2@ggcoach.example', password: 'admin2-demo-password' };
const SUPPORT = { email: `support-approvals-${Date.now().toString(36)}@ggcoach.example`, name: 'サポート 高橋', password: 'support-approvals-password' };
// Amounts no other journey asks for, so the queue's rows are told apart by them.
const APPROVED_AMOUNT = 38_765;
const WITHDRAWN_AMOUNT = 39_876;
const yen = (amount: number) => `${amount.toLocaleString('ja-JP')}円`;

// Each member signs up through the inbox and buys by card: longer than the default on a busy machine.
jest.setTimeout(300_000);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await createSupportOperator(SUPPORT);
});

afterAll(async () => {
  await browser?.close();
});

describe('refund approvals', () => {
  it('the second admin approves a support request for an adjusted refund from the dashboard queue; a withdrawn request leaves the queue', async () => {
    const approved = await paidStandardMember(browser, 'refund-approve');
    const withdrawn = await paidStandardMember(browser, 'refund-withdraw');
    await pastCoolingOff(approved.email);
    await pastCoolingOff(withdrawn.email);

    // Support asks for both: each beyond the 10,000 yen support may move alone, so each waits for an admin.
    const support = await backOfficePage(browser, SUPPORT, 1280, 30_000);
    const approvedId = await askAdjusted(support, approved.email, APPROVED_AMOUNT);
    const withdrawnId = await askAdjusted(support, withdrawn.email, WITHDRAWN_AMOUNT);
    // The one who asked sees the status, and no decide button.
    await support.getByText('管理者の承認を待っています。承認されると返金されます。').waitFor();
    expect(await support.getByRole('button', { name: '承認して返金する' }).count()).toBe(0);

    // The second admin's dashboard: 承認待ち with both, each opening its request.
    const admin = await backOfficePage(browser, SECOND_ADMIN, 1280, 30_000);
    const queue = admin.getByRole('list', { name: '承認待ちの返金' });
    await queue.getByRole('link').filter({ hasText: yen(APPROVED_AMOUNT) }).waitFor();
    await queue.getByRole('link').filter({ hasText: yen(WITHDRAWN_AMOUNT) }).waitFor();
    expect(Number(await admin.getByTestId('refund-approvals-count').innerText().then((text) => text.replace(/\D/g, '')))).toBeGreaterThanOrEqual(2);
    await photograph(admin, 'admin-dashboard-refund-approvals-1280', { fullPage: true });
    // On a phone the queue fits the screen: nothing runs off sideways.
    const phone = await backOfficePage(browser, SECOND_ADMIN, 375, 30_000);
    await phone.getByRole('list', { name: '承認待ちの返金' }).getByRole('link').filter({ hasText: yen(APPROVED_AMOUNT) }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await photograph(phone, 'admin-dashboard-refund-approvals-375', { fullPage: true });
    await phone.context().close();
    // Support's own dashboard: their requests waiting, with the status.
    await support.goto(`${e2eUrls.app}/admin/#/`);
    await support.getByRole('list', { name: 'あなたの返金申請' }).getByRole('link').filter({ hasText: yen(APPROVED_AMOUNT) }).waitFor();
    await photograph(support, 'admin-dashboard-my-refund-requests-1280', { fullPage: true });

    // Support withdraws the second request from its own page; it leaves the admin's queue.
    await support.goto(`${e2eUrls.app}/admin/#/refunds/${withdrawnId}/show`);
    await button(support, '申請を取り下げる').click();
    const dialog = support.getByRole('dialog', { name: '返金の申請を取り下げますか？' });
    await dialog.getByRole('textbox', { name: '取り下げの理由（任意）' }).fill('会員ともう一度相談するため');
    await dialog.getByRole('button', { name: '取り下げる' }).click();
    await support.getByText('返金の申請を取り下げました。').waitFor();
    await support.getByText('取り下げ', { exact: true }).first().waitFor();
    await support.getByText(/会員ともう一度相談するため/).waitFor();
    await photograph(support, 'admin-refund-withdrawn-1280', { fullPage: true });
    await support.context().close();

    await admin.reload();
    await queue.getByRole('link').filter({ hasText: yen(APPROVED_AMOUNT) }).waitFor();
    expect(await queue.getByRole('link').filter({ hasText: yen(WITHDRAWN_AMOUNT) }).count()).toBe(0);

    // The admin opens the remaining request from the queue and approves it: refunded at the provider.
    await queue.getByRole('link').filter({ hasText: yen(APPROVED_AMOUNT) }).click();
    await admin.waitForURL(new RegExp(`#/refunds/${approvedId}/show$`));
    await admin.getByText('ゲームのタイトルを変えたいため').first().waitFor();
    await admin.getByRole('button', { name: '承認して返金する' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: '承認して返金する' }).click();
    await admin.getByText('承認し、返金しました。').waitFor();
    await admin.getByText('返金済み', { exact: true }).first().waitFor();
    await photograph(admin, 'admin-refund-approved-by-second-admin-1280', { fullPage: true });

    // Back on the dashboard the queue no longer holds it.
    await admin.goto(`${e2eUrls.app}/admin/#/`);
    await admin.getByTestId('refund-approvals-count').waitFor();
    // The back office first draws the queue it read before the approval (react-admin's cache), then reads it again.
    await queue.getByRole('link').filter({ hasText: yen(APPROVED_AMOUNT) }).waitFor({ state: 'detached', timeout: 15_000 });
    expect(await queue.getByRole('link').filter({ hasText: yen(APPROVED_AMOUNT) }).count()).toBe(0);
    await admin.context().close();

    const trade = (await (await fetch(`${e2eUrls.sandbox}/payments/test-api/transactions/${tradeOf(approvedId)}`)).json()) as { data: { status: string; amount: number; tax: number } };
    // 76,560 paid, 38,765 given back: the trade keeps the rest.
    expect([trade.data.status, trade.data.amount + trade.data.tax]).toEqual(['CAPTURE', 76_560 - APPROVED_AMOUNT]);
    const untouched = (await (await fetch(`${e2eUrls.sandbox}/payments/test-api/transactions/${tradeOf(withdrawnId)}`)).json()) as { data: { status: string; amount: number; tax: number } };
    expect([untouched.data.status, untouched.data.amount + untouched.data.tax]).toEqual(['CAPTURE', 76_560]);
  });
});

/** Support asks, on the order's 解約・返金 page, for `amount` instead of the calculation; answers the order's id. */
async function askAdjusted(page: Page, email: string, amount: number): Promise<string> {
  await page.goto(`${e2eUrls.app}/admin/#/payments`);
  await searchBackOfficeList(page, email);
  await page.locator('tbody tr').filter({ hasText: email }).click();
  await page.waitForURL(/#\/payments\/[0-9a-f-]{36}\/show$/, { timeout: 60_000, waitUntil: 'commit' });
  const paymentId = page.url().match(/payments\/([0-9a-f-]{36})\/show/)![1];
  await page.getByRole('link', { name: '解約・返金の手続き' }).click();
  await page.getByRole('table', { name: '返金額の計算' }).waitFor();
  // No coach assigned yet: the service has not started (the legal notice), and the calculation says so.
  await page.getByText('役務提供開始前の解約').first().waitFor();
  await page.getByText('担当コーチが決まっていないため、役務の提供は始まっていません').waitFor();
  await page.getByText('未開始（担当コーチ未決定）').waitFor();
  if (amount === APPROVED_AMOUNT) await photograph(page, 'admin-refund-quote-not-started-1280', { fullPage: true });
  await page.getByRole('textbox', { name: '返金額' }).fill(String(amount));
  await page.getByRole('textbox', { name: '調整の理由' }).fill('ご本人と相談のうえ減額');
  await page.getByRole('textbox', { name: '解約の理由' }).fill('ゲームのタイトルを変えたいため');
  await page.getByText(/別の管理者の承認が必要です/).waitFor();
  await button(page, '承認を申請する').click();
  await page.getByRole('dialog').getByRole('button', { name: '申請する' }).click();
  await page.waitForURL(/#\/refunds\/[0-9a-f-]{36}\/show$/);
  await page.getByText('承認待ち', { exact: true }).first().waitFor();
  return paymentId;
}

