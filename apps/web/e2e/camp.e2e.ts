// Browser journeys of the Fortnite camp (spec §2, §4): a parent applies on a phone, pays for two children by
// card through the e-mailed link, or by bank transfer; a forged link and an ended period get clear pages.
// Against the running stack, its sandbox inbox and card provider.
import { CampMessages } from '@coaching/contracts';
import { Client } from 'pg';
import type { Browser, Page } from 'playwright-core';
import { e2eUrls, launchBrowser, newPage, photograph } from '../../../tools/e2e/browser';
import { exclusively } from '../../../tools/e2e/exclusive';
import { button, heading, overflow, textbox } from './support/pages';
import { fillCard, TEST_CARDS } from './support/payments';
import { findUrl, waitForMail } from './support/sandbox-mail';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const CAMP_NAME = `冬休みフォートナイトキャンプ E2E ${unique()}`;
let browser: Browser;

async function db<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: e2eUrls.database });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Closes every open camp and opens one starting in 20 days (the only one open). */
async function openCamp(): Promise<number> {
  return db(async (client) => {
    await client.query("update camp_events set application_starts_at = now() - interval '30 days', application_ends_at = now() - interval '29 days' where application_ends_at > now()");
    const { rows } = await client.query<{ id: number }>(
      `insert into camp_events (name, venue, starts_at, ends_at, capacity, price, application_starts_at, application_ends_at, grade_from, grade_to)
       values ($1, '東京都渋谷区道玄坂1-2-3 GG COACHアリーナ', date_trunc('day', now()) + interval '20 days 1 hour', date_trunc('day', now()) + interval '20 days 7 hours', 30, 16500,
               now() - interval '1 day', now() + interval '18 days', 'e4', 'h3') returning id`,
      [CAMP_NAME],
    );
    return rows[0].id;
  });
}

/** A full-page screenshot from the top (the sticky header where a person sees it), after no sideways overflow. */
const shot = async (page: Page, name: string) => {
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await photograph(page, name, { fullPage: true });
};

/** The profile page's form, filled and sent; answers the e-mailed payment link. */
async function apply(page: Page, email: string, width: number): Promise<string> {
  await page.goto(`${e2eUrls.app}/fortnite-camp/profile`);
  await heading(page, 'フォートナイトキャンプ お申し込み').waitFor();
  await page.getByText(CAMP_NAME).waitFor();
  await textbox(page, 'お名前').fill('山田 花子');
  await textbox(page, '氏名（ヨミ）').fill('ヤマダ ハナコ');
  await textbox(page, 'メールアドレス').fill(email);
  await textbox(page, '電話番号').fill('090-1234-5678');
  const next = button(page, '次へ');
  // Spec §2: 'next' stays disabled until all three consents are ticked.
  await expect(next.isDisabled()).resolves.toBe(true);
  await page.getByRole('checkbox', { name: '参加規約に同意する' }).check();
  await page.getByRole('checkbox', { name: 'プライバシーポリシーに同意する' }).check();
  await expect(next.isDisabled()).resolves.toBe(true);
  await page.getByRole('checkbox', { name: '特定商取引法に基づく表記に同意する' }).check();
  await expect(next.isDisabled()).resolves.toBe(false);
  await shot(page, `camp-profile-${width}`);
  await next.click();
  await page.getByText(CampMessages.applied).waitFor();
  await shot(page, `camp-profile-sent-${width}`);

  const prefix = `${e2eUrls.app}/fortnite-camp/payment?token=`;
  const link = findUrl(await waitForMail(email, (m) => m.text.includes(prefix)), prefix);
  if (!link) throw new Error(`no payment link for ${email}`);
  return link;
}

/** Fills the n-th child's fieldset. */
async function fillChild(page: Page, n: number, name: string, kana: string, grade: string) {
  const child = page.getByRole('group', { name: `${n}人目のお子さま` });
  await textbox(child, 'お名前').fill(name);
  await textbox(child, '氏名（ヨミ）').fill(kana);
  await child.getByRole('combobox', { name: '学年' }).click();
  await page.getByRole('option', { name: grade, exact: true }).click();
  await textbox(child, 'アレルギー・備考').fill('卵アレルギーがあります');
  await textbox(child, '緊急連絡先（お名前）').fill('山田 一郎');
  await textbox(child, '緊急連絡先（電話番号）').fill('080-1111-2222');
}

let release: (() => Promise<void>) | undefined;

// The back office's camp journey opens a camp of its own: one at a time (tools/e2e/exclusive.ts).
beforeAll(async () => {
  release = await exclusively('camp');
  browser = await launchBrowser();
  await openCamp();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await release?.();
});

describe('the Fortnite camp', () => {
  it('a parent applies on a phone, gets the link by mail, and pays for two children by card: card → confirm → complete', async () => {
    const email = `camp-card-${unique()}@example.jp`;
    const { page, context } = await newPage(browser, 375);
    const link = await apply(page, email, 375);

    await page.goto(link);
    await heading(page, 'お支払い手続き').waitFor();
    await page.getByText('山田 花子 様、参加人数とお子さまの情報を入力してください。').waitFor();
    await page.getByRole('combobox', { name: '参加人数' }).click();
    await page.getByRole('option', { name: '2名', exact: true }).click();
    await fillChild(page, 1, '山田 太郎', 'ヤマダ タロウ', '小学5年生');
    await fillChild(page, 2, '山田 次郎', 'ヤマダ ジロウ', '中学1年生');
    await page.getByText('33,000円').waitFor();
    // Every field filled in: none shows an error once the parent moves on.
    await page.keyboard.press('Tab');
    await expect(page.locator('.Mui-error').count()).resolves.toBe(0);
    await shot(page, 'camp-payment-375');
    await button(page, 'カード情報の入力へ').click();

    await page.getByRole('heading', { name: 'カード情報の入力（一括払い）' }).waitFor();
    await fillCard(page, TEST_CARDS.approve);
    await shot(page, 'camp-card-375');
    await button(page, '確認へ進む').click();

    await page.getByRole('heading', { name: 'お申し込み内容の確認' }).waitFor();
    const summary = page.locator('dl').filter({ hasText: 'お支払い方法' });
    await summary.getByText(CAMP_NAME).waitFor();
    await summary.getByText('クレジットカード（一括払い）').waitFor();
    await summary.getByText('33,000円').waitFor();
    await shot(page, 'camp-confirm-375');
    // Back from confirm to card (spec §2), then on again with the card.
    await button(page, '戻る').click();
    await page.getByRole('heading', { name: 'カード情報の入力（一括払い）' }).waitFor();
    await fillCard(page, TEST_CARDS.approve);
    await button(page, '確認へ進む').click();
    await button(page, '支払う').click();

    await page.waitForURL((url) => url.pathname === '/fortnite-camp/complete' && url.searchParams.get('method') === 'bulk');
    await heading(page, 'お申し込みが完了しました').waitFor();
    await page.getByText(CampMessages.cardComplete).waitFor();
    await shot(page, 'camp-complete-375');
    await waitForMail(email, (m) => m.subject.includes('お申し込み完了') && m.text.includes('山田 次郎（中学1年生）') && m.text.includes('33,000円'));

    // The link has paid: opening it again says so, not a 404.
    await page.goto(link);
    await page.getByText(CampMessages.tokenUsed).waitFor();
    await shot(page, 'camp-token-used-375');
    await context.close();
  });

  it('the bank path submits from the payment step and mails the transfer guide with the due date', async () => {
    const email = `camp-bank-${unique()}@example.jp`;
    const { page, context } = await newPage(browser, 1280);
    const link = await apply(page, email, 1280);
    await page.goto(link);
    await heading(page, 'お支払い手続き').waitFor();
    await fillChild(page, 1, '鈴木 一郎', 'スズキ イチロウ', '高校3年生');
    await page.getByRole('radio', { name: /^銀行振込/ }).check();
    await shot(page, 'camp-payment-bank-1280');
    await button(page, '銀行振込で申し込む').click();
    await page.waitForURL((url) => url.pathname === '/fortnite-camp/complete' && url.searchParams.get('method') === 'bank');
    await heading(page, 'お振込のご案内をお送りしました').waitFor();
    // Issue 32: the completion page shows the account to pay into, the amount and the reference, as the mail does.
    const account = page.getByTestId('camp-transfer-account');
    await account.getByText(/16,500円/).waitFor();
    await account.getByText(/^ご依頼人名：C[0-9A-F]{7} ＋ お名前（カナ）$/).waitFor();
    await shot(page, 'camp-complete-bank-1280');
    const guide = await waitForMail(email, (m) => m.subject.includes('お振込のご案内'));
    expect(guide.text).toContain(`${(await account.locator('strong').textContent()) ?? ''} `);
    expect(guide.text).toContain('16,500円（税込）');
    expect(guide.text).toMatch(/お支払い期限\n\d{4}年\d{1,2}月\d{1,2}日\(.\)（イベント前日）/);
    await context.close();
  });

  it('a forged link gets a clear page with a way back, not a 404', async () => {
    const { page, context } = await newPage(browser, 375);
    await page.goto(`${e2eUrls.app}/fortnite-camp/payment?token=forged-${unique()}`);
    await page.getByText('このURLからはお手続きいただけません').waitFor();
    await page.getByText(CampMessages.tokenInvalid).waitFor();
    await shot(page, 'camp-token-invalid-375');
    await page.getByRole('link', { name: 'お申し込みページへ' }).click();
    await page.waitForURL((url) => url.pathname === '/fortnite-camp/profile');
    await context.close();
  });

  it('says the application period has ended when no camp is open', async () => {
    await db((client) => client.query("update camp_events set application_starts_at = now() - interval '30 days', application_ends_at = now() - interval '29 days' where application_ends_at > now()"));
    for (const width of [375, 1280]) {
      const { page, context } = await newPage(browser, width);
      await page.goto(`${e2eUrls.app}/fortnite-camp/profile`);
      await page.getByRole('alert').filter({ hasText: '申し込み期間は終了しました。' }).waitFor();
      await expect(page.getByRole('button', { name: '次へ' }).count()).resolves.toBe(0);
      await shot(page, `camp-period-ended-${width}`);
      await context.close();
    }
    await openCamp();
  });
});
