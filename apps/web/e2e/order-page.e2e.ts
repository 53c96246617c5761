// Browser journeys of issue 32's orders and receipts, against the running stack (the api serving the built web app,
// the worker charging the sandbox card provider, the sandbox inbox): a member buys a plan in monthly payments and finds
// the order page from mypage, from 決済履歴 and from the purchase mail; its receipt and a camp payment's receipt print
// cleanly (only the receipt on paper, the key fields on it).
import { CampMessages, PaymentMessages } from '@coaching/contracts';
import { Client } from 'pg';
import type { Browser, Page } from 'playwright-core';
import { e2eUrls, launchBrowser, newPage, photograph } from '../../../tools/e2e/browser';
import { exclusively } from '../../../tools/e2e/exclusive';
import { button, heading, overflow, severeViolations, textbox, toast } from './support/pages';
import { fillCard, newMemberAtConfirmation, registerMember, signedIn, TEST_CARDS } from './support/payments';
import { findUrl, waitForMail } from './support/sandbox-mail';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** On paper only the receipt: the page's menu and buttons are left out. Screenshot of the print view. */
async function printView(page: Page, name: string) {
  await page.emulateMedia({ media: 'print' });
  const receipt = page.getByRole('article', { name: '領収書' });
  expect(await receipt.isVisible()).toBe(true);
  expect(await button(page, '印刷・PDFで保存').isVisible()).toBe(false);
  await photograph(page, name, { fullPage: true });
  await page.emulateMedia({ media: 'screen' });
}

describe('the order page and its receipt', () => {
  it('buys Lite for 3 months in monthly payments; the order page (from mypage, 決済履歴 and the mail) shows what was bought, each month, the card and the terms; the receipt prints', async () => {
    // No lesson is booked here: the demo coach's hours are not touched.
    const { member, page } = await newMemberAtConfirmation(browser, 'order-page', { game: 'VALORANT', plan: 'Lite', months: 3, method: 'カード毎月払い' });
    await fillCard(page, TEST_CARDS.approve);
    const completed = toast(page, PaymentMessages.purchaseCompleted).waitFor({ timeout: 60_000 });
    await button(page, '購入する').click();
    // Spec §4: the toast and /mypage; mypage keeps the way to the order page after the toast has gone.
    await completed;
    await page.waitForURL((url) => url.pathname === '/mypage', { timeout: 60_000 });
    const notice = page.getByTestId('purchased-order-notice');
    await notice.getByRole('link', { name: 'ご注文の詳細' }).click();
    await page.waitForURL((url) => /^\/payments\/history\/[0-9a-f-]{36}$/.test(url.pathname));
    const orderPath = new URL(page.url()).pathname;
    await heading(page, 'ご注文の詳細').waitFor();

    const facts = page.getByTestId('order-facts');
    await facts.getByText('VALORANT Lite（3か月）').waitFor();
    await facts.getByText('カード毎月払い', { exact: true }).waitFor();
    await facts.getByText('山田 太郎 様').waitFor();
    await page.getByRole('heading', { name: '毎月のご請求（全3回）' }).waitFor();
    const months = page.getByRole('list', { name: 'お支払いの予定と実績' }).getByRole('listitem');
    await expect(months.count()).resolves.toBe(3);
    await months.nth(0).getByText('支払い済み', { exact: true }).waitFor();
    await months.nth(1).getByText('お支払い予定', { exact: true }).waitFor();
    await months.nth(2).getByText('お支払い予定', { exact: true }).waitFor();
    await page.getByTestId('order-next-charge').getByText(/^次回のお支払い /).waitFor();
    await page.getByTestId('order-card').filter({ hasText: 'Visa •••• 1111' }).waitFor();
    await page.getByTestId('order-terms').getByText(/8日以内/).waitFor();
    await page.getByTestId('order-terms').getByText(/15,000円/).waitFor();
    // Never the card company's instalment words (issue 32's glossary).
    expect(await page.getByText(/分割払い|お支払いスケジュール/).count()).toBe(0);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await severeViolations(page)).toEqual([]);
    await photograph(page, 'order-page-1280', { fullPage: true });

    // From 決済履歴: the row's title opens the same order.
    await page.getByRole('link', { name: 'お支払い管理へ戻る' }).click();
    await heading(page, 'お支払い管理').waitFor();
    await page.getByRole('table', { name: '決済履歴' }).getByRole('link', { name: 'VALORANT Liteのご注文の詳細' }).click();
    await page.waitForURL((url) => url.pathname === orderPath);
    await page.getByTestId('order-card').waitFor();

    // The receipt of the month paid, addressed to the payer, and its print view.
    await page.getByRole('link', { name: '領収書を表示' }).click();
    await heading(page, '領収書').waitFor();
    const receipt = page.getByRole('article', { name: '領収書' });
    await receipt.getByText('山田 太郎 様').waitFor();
    await receipt.getByText(/但し、VALORANT Lite（3か月）のご利用料金として/).waitFor();
    await receipt.getByRole('table', { name: '内訳' }).getByRole('row').filter({ hasText: '1/3回目' }).waitFor();
    await printView(page, 'order-receipt-print-1280');
    await page.context().close();

    // The purchase mail links the order page.
    const mail = await waitForMail(member.email, (m) => m.subject.includes('お支払いが完了しました'));
    expect(findUrl(mail, `${e2eUrls.app}/payments/history/`)).toBe(`${e2eUrls.app}${orderPath}`);

    // On a phone: the order page fits, months stacked.
    const phone = await signedIn(browser, member, 375, orderPath);
    await heading(phone, 'ご注文の詳細').waitFor();
    await phone.getByTestId('order-card').waitFor();
    expect(await overflow(phone)).toBeLessThanOrEqual(0);
    await photograph(phone, 'order-page-375', { fullPage: true });
    await phone.context().close();
  });

  it("answers another member's order as not found", async () => {
    const page = await signedIn(browser, await registerMember(browser, 'order-other'), 1280, '/payments/history/00000000-0000-4000-8000-000000000000');
    await page.getByText(PaymentMessages.paymentNotFound).waitFor();
    await page.context().close();
  });
});

describe('a camp receipt', () => {
  const CAMP_NAME = `冬休みフォートナイトキャンプ 領収書 ${unique()}`;
  let release: (() => Promise<void>) | undefined;

  // The camp journeys open a camp of their own; one at a time (tools/e2e/exclusive.ts).
  beforeAll(async () => {
    release = await exclusively('camp');
    const db = new Client({ connectionString: e2eUrls.database });
    await db.connect();
    try {
      await db.query("update camp_events set application_starts_at = now() - interval '30 days', application_ends_at = now() - interval '29 days' where application_ends_at > now()");
      await db.query(
        `insert into camp_events (name, venue, starts_at, ends_at, capacity, price, application_starts_at, application_ends_at, grade_from, grade_to)
         values ($1, '東京都渋谷区道玄坂1-2-3 GG COACHアリーナ', date_trunc('day', now()) + interval '20 days 1 hour', date_trunc('day', now()) + interval '20 days 7 hours', 30, 16500,
                 now() - interval '1 day', now() + interval '18 days', 'e4', 'h3')`,
        [CAMP_NAME],
      );
    } finally {
      await db.end();
    }
  }, 240_000);

  afterAll(async () => {
    await release?.();
  });

  it('a parent pays by card: the confirmation shows the date, venue, fees and card; the completion summarises and links a receipt addressed to the parent that prints cleanly', async () => {
    const email = `camp-receipt-${unique()}@example.jp`;
    const { page, context } = await newPage(browser, 1280);
    await page.goto(`${e2eUrls.app}/fortnite-camp/profile`);
    await page.getByText(CAMP_NAME).waitFor();
    await textbox(page, 'お名前').fill('佐藤 恵子');
    await textbox(page, '氏名（ヨミ）').fill('サトウ ケイコ');
    await textbox(page, 'メールアドレス').fill(email);
    await textbox(page, '電話番号').fill('090-1234-5678');
    for (const name of ['参加規約に同意する', 'プライバシーポリシーに同意する', '特定商取引法に基づく表記に同意する']) await page.getByRole('checkbox', { name }).check();
    await button(page, '次へ').click();
    await page.getByText(CampMessages.applied).waitFor();
    const prefix = `${e2eUrls.app}/fortnite-camp/payment?token=`;
    const link = findUrl(await waitForMail(email, (m) => m.text.includes(prefix)), prefix);
    if (!link) throw new Error(`no payment link for ${email}`);

    await page.goto(link);
    const child = page.getByRole('group', { name: '1人目のお子さま' });
    await textbox(child, 'お名前').fill('佐藤 健');
    await textbox(child, '氏名（ヨミ）').fill('サトウ ケン');
    await child.getByRole('combobox', { name: '学年' }).click();
    await page.getByRole('option', { name: '中学2年生', exact: true }).click();
    await textbox(child, '緊急連絡先（お名前）').fill('佐藤 一郎');
    await textbox(child, '緊急連絡先（電話番号）').fill('080-1111-2222');
    await button(page, 'カード情報の入力へ').click();
    await fillCard(page, TEST_CARDS.approve, 'KEIKO SATO');
    await button(page, '確認へ進む').click();

    await page.getByRole('heading', { name: 'お申し込み内容の確認' }).waitFor();
    const confirm = page.locator('dl').filter({ hasText: 'お支払い方法' });
    await confirm.getByText('東京都渋谷区道玄坂1-2-3 GG COACHアリーナ').waitFor();
    await confirm.getByText(/年\d+月\d+日（.）\d{2}:\d{2}〜\d{2}:\d{2}/).waitFor();
    await confirm.getByText('Visa •••• 1111').waitFor();
    await page.getByTestId('camp-cancellation-fees').getByText('開催日の3日前〜1日前：参加費の50%').waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await photograph(page, 'order-camp-confirm-1280', { fullPage: true });
    await button(page, '支払う').click();

    await page.waitForURL((url) => url.pathname === '/fortnite-camp/complete');
    const summary = page.getByTestId('camp-complete-summary');
    await summary.getByText(CAMP_NAME).waitFor();
    await summary.getByText('佐藤 健（中学2年生）').waitFor();
    await summary.getByText('16,500円').waitFor();
    await photograph(page, 'order-camp-complete-1280', { fullPage: true });
    await page.getByRole('link', { name: '領収書を表示' }).click();

    await page.waitForURL((url) => url.pathname === '/fortnite-camp/receipt' && url.searchParams.has('sig'));
    const receipt = page.getByRole('article', { name: '領収書' });
    await receipt.getByText('佐藤 恵子 様').waitFor();
    await receipt.getByTestId('receipt-total').filter({ hasText: '16,500円' }).waitFor();
    await receipt.getByText(`但し、${CAMP_NAME}（1名）の参加費として`).waitFor();
    await receipt.getByRole('table', { name: '内訳' }).getByRole('row').filter({ hasText: 'うち消費税' }).filter({ hasText: '1,500円' }).waitFor();
    expect(await severeViolations(page)).toEqual([]);
    await photograph(page, 'order-camp-receipt-1280', { fullPage: true });
    await printView(page, 'order-camp-receipt-print-1280');

    // The paid mail carries the same signed link; a link with its signature changed opens nothing.
    const receiptPrefix = `${e2eUrls.app}/fortnite-camp/receipt?`;
    const mailed = findUrl(await waitForMail(email, (m) => m.text.includes(receiptPrefix)), receiptPrefix);
    expect(mailed).toBe(page.url());
    await page.goto(`${mailed!.slice(0, -4)}AAAA`);
    await page.getByText(CampMessages.receiptNotFound).waitFor();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(mailed!);
    await receipt.getByText('佐藤 恵子 様').waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await photograph(page, 'order-camp-receipt-375', { fullPage: true });
    await context.close();
  });
});
