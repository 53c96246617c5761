// Browser journeys of cancellation (解約) with a refund by the legal rules, and of suspension (issue 14), across the
// member site, the back office and the sandbox card provider, against the running stack (api, worker, sandbox).
import { Client } from 'pg';
import type { Browser, Page } from 'playwright-core';
import { SuspensionMessages } from '@coaching/contracts';
import { e2eUrls, launchBrowser, newPage, photograph, searchBackOfficeList } from '../../../tools/e2e/browser';
import { operatorPage } from './support/back-office';
import { button, heading, toast } from './support/pages';
import { signedIn, type Member } from './support/payments';
import { createSupportOperator, paidStandardMember, pastCoolingOff, tradeOf } from './support/refunds';
import { waitForMail } from './support/sandbox-mail';

const SUPPORT = { email: `support-refunds-${Date.now().toString(36)}@ggcoach.example`, name: 'サポート 佐藤', password: 'support-refunds-password' };

// Each journey crosses three apps and signs up a member through the inbox: longer than the default 90 s on a busy machine.
jest.setTimeout(240_000);

let browser: Browser;
/** Bought Standard by card; support cancels it within the cooling-off; later suspended. */
let member: Member;

async function supportPage(): Promise<Page> {
  const { page } = await newPage(browser, 1280);
  await page.goto(`${e2eUrls.app}/admin/`);
  await page.getByLabel('メールアドレス').fill(SUPPORT.email);
  await page.getByLabel('パスワード').fill(SUPPORT.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await page.getByText(/こんにちは、.+ さん/).waitFor();
  return page;
}

/** Opens the member's purchase in the back office, then its 解約・返金 page; answers the order's id. */
async function openRefund(page: Page, email: string): Promise<string> {
  await page.goto(`${e2eUrls.app}/admin/#/payments`);
  await searchBackOfficeList(page, email);
  await page.locator('tbody tr').filter({ hasText: email }).click();
  await page.waitForURL(/#\/payments\/[0-9a-f-]{36}\/show$/, { timeout: 60_000, waitUntil: 'commit' });
  const paymentId = page.url().match(/payments\/([0-9a-f-]{36})\/show/)![1];
  await page.getByRole('link', { name: '解約・返金の手続き' }).click();
  await page.getByRole('heading', { name: '解約・返金', level: 1 }).waitFor();
  await page.getByRole('table', { name: '返金額の計算' }).waitFor();
  return paymentId;
}

beforeAll(async () => {
  browser = await launchBrowser();
  await createSupportOperator(SUPPORT);
  member = await paidStandardMember(browser, 'refund');
});

afterAll(async () => {
  await browser?.close();
});

describe('cancellation with a refund', () => {
  it('support cancels within the cooling-off: everything back at the sandbox provider, the member mailed and shown 返金済み', async () => {
    const page = await supportPage();
    const paymentId = await openRefund(page, member.email);
    await page.getByText('クーリング・オフ（全額返金）').first().waitFor();
    // Standard, 1 month, with the admission fee: 76,560 yen (the demo seed's price), all of it back.
    const calculation = page.getByRole('table', { name: '返金額の計算' });
    await calculation.getByRole('row').filter({ hasText: 'お支払済みの料金' }).filter({ hasText: '76,560円' }).waitFor();
    await calculation.getByRole('row').filter({ hasText: '計算上の返金額' }).filter({ hasText: '76,560円' }).waitFor();
    await page.getByRole('textbox', { name: '解約の理由' }).fill('仕事が忙しくなり、受講の時間が取れなくなったため');
    await photograph(page, 'admin-refund-quote-1280', { fullPage: true });
    await button(page, '解約して返金する').click();
    await page.getByRole('dialog', { name: '解約して返金しますか？' }).getByRole('button', { name: '解約して返金する' }).click();
    await page.waitForURL(/#\/refunds\/[0-9a-f-]{36}\/show$/);
    await page.getByText('返金済み', { exact: true }).first().waitFor();
    await page.getByText(/一括.*返品|返品（全額）/).first().waitFor();
    await photograph(page, 'admin-refund-done-1280', { fullPage: true });
    await page.context().close();

    // The sandbox card provider's own console shows the trade returned.
    const { page: sandbox } = await newPage(browser, 1280);
    await sandbox.goto(`${e2eUrls.sandbox}/payments/`);
    const trade = sandbox.getByRole('row').filter({ hasText: tradeOf(paymentId) });
    await trade.getByText('返品').first().waitFor();
    await photograph(sandbox, 'sandbox-card-refund-1280', { fullPage: true });
    await sandbox.context().close();

    const mail = await waitForMail(member.email, (m) => m.subject.includes('ご解約と返金のお知らせ'));
    expect(mail.text).toContain('76,560円');

    const home = await signedIn(browser, member, 1280, '/payments/history');
    await heading(home, 'お支払い管理').waitFor();
    const row = home.getByRole('table', { name: '決済履歴' }).getByRole('row').filter({ hasText: 'VALORANT Standard' });
    await row.getByText('返金済み', { exact: true }).waitFor();
    await row.getByText('返金 76,560円').waitFor();
    await photograph(home, 'payments-history-refunded-1280', { fullPage: true });
    await home.context().close();
  });

  it('an admin approves a large adjustment support asked for (after the cooling-off); the partial refund reaches the provider', async () => {
    const buyer = await paidStandardMember(browser, 'refund-adjusted');
    // Within the cooling-off everything paid goes back and the amount cannot be changed: this order is 10 days older.
    await pastCoolingOff(buyer.email);
    const page = await supportPage();
    const paymentId = await openRefund(page, buyer.email);
    // No coach assigned: the service has not started (the legal notice starts it with the coach), whenever paid.
    await page.getByText('役務提供開始前の解約').first().waitFor();
    await page.getByRole('textbox', { name: '返金額' }).fill('40000');
    await page.getByRole('textbox', { name: '調整の理由' }).fill('初回レッスンを受講済みのため、ご本人と相談のうえ減額');
    await page.getByRole('textbox', { name: '解約の理由' }).fill('ゲームのタイトルを変えたいため');
    await page.getByText(/別の管理者の承認が必要です/).waitFor();
    await button(page, '承認を申請する').click();
    await page.getByRole('dialog').getByRole('button', { name: '申請する' }).click();
    await page.waitForURL(/#\/refunds\/[0-9a-f-]{36}\/show$/);
    await page.getByText('承認待ち', { exact: true }).first().waitFor();
    await page.getByText('管理者の承認を待っています。承認されると返金されます。').waitFor();
    await page.context().close();

    const admin = await operatorPage(browser);
    await admin.getByRole('menuitem', { name: '解約・返金' }).click();
    await admin.waitForURL(/#\/refunds/);
    // The admins' queue: 承認待ち.
    await admin.goto(`${e2eUrls.app}/admin/#/refunds?filter=${encodeURIComponent(JSON.stringify({ status: 'awaiting_approval' }))}`);
    await admin.locator('tbody tr').filter({ hasText: '承認待ち' }).filter({ hasText: '40,000円' }).first().waitFor();
    await photograph(admin, 'admin-refunds-awaiting-1280', { fullPage: true });
    await admin.goto(`${e2eUrls.app}/admin/#/refunds/${paymentId}/show`);
    await admin.getByText('初回レッスンを受講済みのため', { exact: false }).first().waitFor();
    await photograph(admin, 'admin-refund-approval-1280', { fullPage: true });
    await admin.getByRole('button', { name: '承認して返金する' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: '承認して返金する' }).click();
    await admin.getByText('承認し、返金しました。').waitFor();
    await admin.getByText('返金済み', { exact: true }).first().waitFor();
    await admin.context().close();

    const trade = (await (await fetch(`${e2eUrls.sandbox}/payments/test-api/transactions/${tradeOf(paymentId)}`)).json()) as { data: { status: string; amount: number; tax: number } };
    // 76,560 paid, 40,000 given back: the trade now keeps 36,560.
    expect([trade.data.status, trade.data.amount + trade.data.tax]).toEqual(['CAPTURE', 36_560]);
  });
});

describe('suspension', () => {
  it('support suspends a member, who sees why on /mypage and on the purchase page', async () => {
    const page = await supportPage();
    await page.goto(`${e2eUrls.app}/admin/#/payments`);
    await searchBackOfficeList(page, member.email);
    await page.locator('tbody tr').filter({ hasText: member.email }).click();
    await page.waitForURL(/#\/payments\/[0-9a-f-]{36}\/show$/, { timeout: 60_000, waitUntil: 'commit' });
    await page.getByRole('button', { name: '利用停止' }).click();
    const dialog = page.getByRole('dialog', { name: /利用停止/ });
    await dialog.getByRole('textbox', { name: '会員に表示する理由' }).fill('ご登録のメールアドレスに7日以上ご連絡が取れないため、ご利用を一時停止しています。');
    await photograph(page, 'admin-suspension-1280', { fullPage: true });
    await dialog.getByRole('button', { name: '利用を停止する' }).click();
    await dialog.getByText(/から利用停止中です/).waitFor();
    await page.context().close();

    const home = await signedIn(browser, member, 1280);
    const alert = home.getByRole('alert').filter({ hasText: '現在、アカウントのご利用を停止しています' });
    await alert.getByText(/7日以上ご連絡が取れないため、ご利用を一時停止しています/).waitFor();
    await photograph(home, 'mypage-suspended-1280', { fullPage: true });

    // The purchase page says why (the server's refusal of the purchase itself: member-suspension.int.spec.ts).
    await home.goto(`${e2eUrls.app}/payments/create?plan_id=${await standardPlanId()}&method=bank&period=1`);
    await heading(home, 'お申し込み内容の確認').waitFor();
    await home.getByRole('alert').filter({ hasText: '現在、アカウントのご利用を停止しています' }).waitFor();
    await photograph(home, 'payments-create-suspended-1280', { fullPage: true });
    // Sending it anyway: the server refuses (403), and the page says why in a toast, not a generic failure.
    await home.getByTestId('order-total').waitFor();
    await button(home, '振込案内メールを送信する').click();
    await toast(home, SuspensionMessages.refused).filter({ hasText: /7日以上ご連絡が取れないため/ }).waitFor();
    await home.context().close();
  });
});

async function standardPlanId(): Promise<number> {
  const db = new Client({ connectionString: e2eUrls.database });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: number }>("select p.id from plans p join games g on g.id = p.game_id where g.name = 'VALORANT' and p.name = 'Standard'");
    return rows[0].id;
  } finally {
    await db.end();
  }
}
