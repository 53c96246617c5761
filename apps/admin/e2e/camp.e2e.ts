// Back-office journey of the Fortnite camp: the operator reads the applications (children, consents, contact),
// records a parent's bank transfer (the parent is mailed), and cancels a card application 5 days before the
// camp: the terms' 30 % fee is kept and the rest refunded at the sandbox card provider. Against the running stack.
import { Client } from 'pg';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { e2eUrls, launchBrowser, newPage, photograph } from '../../../tools/e2e/browser';
import { exclusively } from '../../../tools/e2e/exclusive';

const ADMIN_URL = `${e2eUrls.app}/admin/`;
const operator = {
  email: process.env.E2E_OPERATOR_EMAIL ?? 'admin@ggcoach.example',
  password: process.env.E2E_OPERATOR_PASSWORD ?? 'admin-demo-password',
};
const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const CAMP_NAME = `春休みフォートナイトキャンプ ${runId}`;
const CARD_PARENT = { name: '佐藤 美咲', email: `camp-admin-card-${runId}@example.jp` };
const BANK_PARENT = { name: '高橋 健', email: `camp-admin-bank-${runId}@example.jp` };

interface Mail {
  subject: string;
  text: string;
}

async function mailTo(to: string, matches: (mail: Mail) => boolean): Promise<Mail> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${e2eUrls.sandbox}/mail/api/messages?to=${encodeURIComponent(to)}`);
    const found = res.ok ? ((await res.json()) as { data: Mail[] }).data.find(matches) : undefined;
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no matching mail for ${to}`);
}

/** A parent's visit without a browser page: the CSRF cookie, the application, the link's token, then the payment. */
async function parentPays(request: APIRequestContext, parent: { name: string; email: string }, campId: number, method: 'bulk' | 'bank', children: number): Promise<void> {
  await request.get(`${e2eUrls.app}/sanctum/csrf-cookie`);
  const xsrf = decodeURIComponent((await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value);
  const headers = { 'X-XSRF-TOKEN': xsrf };
  const applied = await request.post(`${e2eUrls.app}/api/camp_users`, {
    headers,
    data: { name: parent.name, kana: 'サトウ ミサキ', email: parent.email, phone_number: '09011112222', agree_rule: true, agree_privacy: true, agree_ebizrule: true },
  });
  expect(applied.status()).toBe(201);
  const mail = await mailTo(parent.email, (m) => m.text.includes('/fortnite-camp/payment?token='));
  const token = new URL(mail.text.match(/https?:\/\/\S+\/fortnite-camp\/payment\?token=[A-Za-z0-9_-]+/)![0]).searchParams.get('token')!;
  let cardToken: string | undefined;
  if (method === 'bulk') {
    const tokenized = await (await fetch(`${e2eUrls.sandbox}/payments/test-api/tokens`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ cardno: '4111111111111111', expire: '3012', holdername: 'MISAKI SATO' }) })).json();
    cardToken = (tokenized as { tokenObject: { token: string[] } }).tokenObject.token[0];
  }
  const kids = Array.from({ length: children }, (_, i) => ({ name: `佐藤 ${['陽翔', '結衣', '蓮'][i]}`, kana: 'サトウ ハルト', grade: ['e5', 'j2', 'h1'][i], notes: i === 0 ? 'そばアレルギー' : '', emergency_name: '佐藤 健一', emergency_phone: '08033334444' }));
  const paid = await request.post(`${e2eUrls.app}/api/camp_users/payment`, { headers, data: { count: children, method, token, plan_id: campId, card_token: cardToken, children: kids } });
  expect(paid.status()).toBe(200);
}

describe('back office: the Fortnite camp', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let campId: number;

  let release: (() => Promise<void>) | undefined;

  // The site's camp journey opens a camp of its own: one at a time (tools/e2e/exclusive.ts).
  beforeAll(async () => {
    release = await exclusively('camp');
    const db = new Client({ connectionString: e2eUrls.database });
    await db.connect();
    try {
      await db.query("update camp_events set application_starts_at = now() - interval '30 days', application_ends_at = now() - interval '29 days' where application_ends_at > now()");
      // The camp starts 5 days from now (same Tokyo time of day): a parent's cancellation today is 5 days before.
      const { rows } = await db.query<{ id: number }>(
        `insert into camp_events (name, venue, starts_at, ends_at, capacity, price, application_starts_at, application_ends_at, grade_from, grade_to)
         values ($1, '大阪府大阪市北区梅田1-1 GG COACHスタジオ', now() + interval '5 days', now() + interval '5 days 6 hours', 20, 16500, now() - interval '1 day', now() + interval '4 days', 'e4', 'h3') returning id`,
        [CAMP_NAME],
      );
      campId = rows[0].id;
    } finally {
      await db.end();
    }
    browser = await launchBrowser();
    const visitors = [await browser.newContext(), await browser.newContext()];
    await parentPays(visitors[0].request, CARD_PARENT, campId, 'bulk', 2);
    await parentPays(visitors[1].request, BANK_PARENT, campId, 'bank', 1);
    await Promise.all(visitors.map((v) => v.close()));
    ({ context, page } = await newPage(browser, 1280));
    page.setDefaultTimeout(15_000);
  }, 240_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await release?.();
  });

  it('lists the camp\'s applications with their payment state', async () => {
    await page.goto(ADMIN_URL);
    await page.getByLabel('メールアドレス').fill(operator.email);
    await page.getByLabel('パスワード').fill(operator.password);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.getByText(/こんにちは、.+ さん/).waitFor();
    await page.getByRole('menuitem', { name: 'キャンプ申込' }).click();
    await page.waitForURL(/#\/camp-applications/);
    const card = page.locator('tbody tr').filter({ hasText: CARD_PARENT.email });
    await card.getByText('支払い済み').waitFor();
    expect(await card.innerText()).toContain('33,000円');
    await page.locator('tbody tr').filter({ hasText: BANK_PARENT.email }).getByText('振込待ち').waitFor();
    await photograph(page, 'admin-camp-applications-1280', { fullPage: true });
  });

  it('records the bank transfer, and the parent is mailed', async () => {
    await page.locator('tbody tr').filter({ hasText: BANK_PARENT.email }).click();
    await page.getByRole('heading', { name: '参加するお子さま' }).waitFor();
    await page.getByRole('button', { name: '入金を記録する' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '入金を記録する' }).click();
    await page.getByText('入金を記録しました').waitFor();
    await page.getByTestId('camp-status').filter({ hasText: '支払い済み' }).waitFor();
    await mailTo(BANK_PARENT.email, (m) => m.subject.includes('ご入金を確認しました'));
  });

  it('shows a card application\'s children, consents and contact, and cancels it 5 days before: 30 % fee, the rest refunded at the provider', async () => {
    await page.getByRole('menuitem', { name: 'キャンプ申込' }).click();
    await page.locator('tbody tr').filter({ hasText: CARD_PARENT.email }).click();
    const children = page.getByRole('table', { name: '参加するお子さま' });
    await children.getByText('そばアレルギー').waitFor();
    await children.getByText('中学2年生').waitFor();
    await page.getByRole('region', { name: '同意の記録' }).getByText('参加規約').waitFor();
    await page.getByText(CARD_PARENT.email).waitFor();
    await photograph(page, 'admin-camp-application-1280', { fullPage: true });

    await page.getByRole('button', { name: '申込を取り消す' }).click();
    const dialog = page.getByRole('dialog', { name: '申込の取り消し' });
    await dialog.getByRole('radio', { name: /保護者からの取消/ }).check();
    await dialog.getByLabel('理由（任意）').fill('体調不良のため');
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
    await photograph(page, 'admin-camp-cancel-1280');
    await dialog.getByRole('button', { name: '取り消す' }).click();
    await page.getByText('取り消しました（キャンセル料 9,900円、返金 23,100円）').waitFor();
    await page.getByTestId('camp-status').filter({ hasText: '取消・返金済み' }).waitFor();

    const trades = ((await (await fetch(`${e2eUrls.sandbox}/payments/test-api/transactions`)).json()) as { data: { orderId: string; amount: number; tax: number; status: string }[] }).data;
    const db = new Client({ connectionString: e2eUrls.database });
    await db.connect();
    try {
      const { rows } = await db.query<{ provider_order_id: string }>('select provider_order_id from camp_applications where email = $1', [CARD_PARENT.email]);
      const trade = trades.find((t) => t.orderId === rows[0].provider_order_id)!;
      expect(trade.amount + trade.tax).toBe(9_900);
    } finally {
      await db.end();
    }
    await mailTo(CARD_PARENT.email, (m) => m.subject.includes('取消') && m.text.includes('9,900円') && m.text.includes('23,100円'));
  });

  it('edits camp events and shows the back-office camp screens on a phone', async () => {
    await page.getByRole('menuitem', { name: 'キャンプ', exact: true }).click();
    await page.waitForURL(/#\/camp-events/);
    // Two children cancelled gave their seats back; the transfer's one child keeps hers.
    await page.locator('tbody tr').filter({ hasText: CAMP_NAME }).getByText('1 / 20名').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await photograph(page, 'admin-camp-events-1280', { fullPage: true });
    await page.locator('tbody tr').filter({ hasText: CAMP_NAME }).getByRole('cell').first().click();
    await page.getByLabel('定員（お子さまの人数）').waitFor();
    await page.getByRole('link', { name: '参加者名簿（CSV）' }).waitFor();
    await photograph(page, 'admin-camp-event-edit-1280', { fullPage: true });

    const phone = await newPage(browser, 375);
    try {
      await phone.context.addCookies(await context.cookies());
      await phone.page.goto(`${ADMIN_URL}#/camp-applications`);
      await phone.page.getByText(CARD_PARENT.name).first().waitFor();
      await photograph(phone.page, 'admin-camp-applications-375', { fullPage: true });
      await phone.page.getByText(CARD_PARENT.name).first().click();
      await phone.page.getByRole('heading', { name: '参加するお子さま' }).waitFor();
      await photograph(phone.page, 'admin-camp-application-375', { fullPage: true });
      await phone.page.goto(`${ADMIN_URL}#/camp-events/${campId}`);
      await phone.page.getByLabel('定員（お子さまの人数）').waitFor();
      await photograph(phone.page, 'admin-camp-event-edit-375', { fullPage: true });
    } finally {
      await phone.context.close();
    }
  });
});
