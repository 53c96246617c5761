import type { Browser, BrowserContext, Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { e2eUrls, launchBrowser, newPage, photograph } from '../../../tools/e2e/browser';

const ADMIN_URL = `${e2eUrls.app}/admin/`;
const admin = { email: 'admin@ggcoach.example', password: 'admin-demo-password' };
const tag = randomUUID().slice(0, 8);
const newSupport = { name: `サポート ${tag}`, email: `support-${tag}@ggcoach.example`, password: `support-${tag}-password` };
const invited = { name: `招待 ${tag}`, email: `invited-${tag}@ggcoach.example`, password: `invited-${tag}-password` };

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto(ADMIN_URL);
  await page.getByLabel('メールアドレス').fill(who.email);
  await page.getByLabel('パスワード').fill(who.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await page.getByText(/こんにちは、.+ さん/).waitFor();
}

async function mailTo(to: string): Promise<{ subject: string; text: string }> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${e2eUrls.sandbox}/mail/api/messages?to=${encodeURIComponent(to)}`);
    const found = res.ok ? ((await res.json()) as { data: Array<{ subject: string; text: string }> }).data[0] : undefined;
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no mail for ${to}`);
}

describe('back office: operator accounts, the dashboard and the audit log', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('an admin creates a support operator, who signs in and does not see the admin screens', async () => {
    ({ context, page } = await newPage(browser, 1280));
    await signIn(page, admin);
    await page.getByRole('menuitem', { name: 'アカウント管理' }).click();
    await page.getByRole('row').filter({ hasText: 'admin@ggcoach.example' }).waitFor();
    await page.getByRole('link', { name: '作成' }).click();
    await page.getByText('アカウント管理の新規作成').waitFor();
    await page.getByLabel('名前').fill(newSupport.name);
    await page.getByLabel('メールアドレス').fill(newSupport.email);
    await page.getByLabel('初期パスワード').fill(newSupport.password);
    await photograph(page, 'admin-operator-create-1280', { fullPage: true });
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByRole('row').filter({ hasText: newSupport.email }).waitFor();
    await photograph(page, 'admin-operators-1280', { fullPage: true });
    await context.close();

    ({ context, page } = await newPage(browser, 1280));
    await signIn(page, newSupport);
    await page.getByText(`こんにちは、${newSupport.name} さん`).waitFor();
    await page.getByRole('menuitem', { name: '購入・決済' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'アカウント管理' }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: '操作履歴' }).count()).toBe(0);
    await context.close();
  });

  it('an invited operator sets a password from the mailed link and signs in', async () => {
    ({ context, page } = await newPage(browser, 1280));
    await signIn(page, admin);
    await page.getByRole('menuitem', { name: 'アカウント管理' }).click();
    await page.getByRole('row').filter({ hasText: 'admin@ggcoach.example' }).waitFor();
    await page.getByRole('link', { name: '作成' }).click();
    await page.getByText('アカウント管理の新規作成').waitFor();
    await page.getByLabel('名前').fill(invited.name);
    await page.getByLabel('メールアドレス').fill(invited.email);
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByRole('row').filter({ hasText: invited.email }).getByText('招待中').waitFor();
    await context.close();

    const mail = await mailTo(invited.email);
    expect(mail.subject).toContain('管理画面へのご招待');
    const link = /https?:\/\/\S+invitation=\S+/.exec(mail.text)![0].replace(/^https?:\/\/[^/]+/, e2eUrls.app);
    ({ context, page } = await newPage(browser, 1280));
    await page.goto(link);
    await page.getByText('パスワードの設定').waitFor();
    await page.getByLabel(/^新しいパスワード[\s*]*$/).fill(invited.password);
    await page.getByLabel('新しいパスワード（確認）').fill(invited.password);
    await photograph(page, 'admin-invitation-1280', { fullPage: true });
    await page.getByRole('button', { name: 'パスワードを設定する' }).click();
    await page.getByText('パスワードを設定しました。').waitFor();
    await page.getByLabel('パスワード').fill(invited.password);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.getByText(`こんにちは、${invited.name} さん`).waitFor();
    await context.close();
  });

  it('shows the dashboard with the demo data: charts, totals, coaches and refunds', async () => {
    ({ context, page } = await newPage(browser, 1280));
    await signIn(page, admin);
    await page.getByText('経営ダッシュボード').waitFor();
    const revenue = page.getByTestId('revenue-chart');
    await revenue.locator('svg').first().waitFor();
    await page.getByText('売上合計').waitFor();
    expect(await page.getByText(/^[1-9][\d,]*円$/).count()).toBeGreaterThan(0);
    await page.getByTestId('coaches-panel').getByText('伊藤 蓮').first().waitFor();
    await page.getByText(/返金（[1-9]\d*件）/).waitFor();
    await page.waitForTimeout(800); // the charts' entry animation
    await photograph(page, 'admin-dashboard-1280', { fullPage: true });

    await page.getByRole('button', { name: '直近12か月' }).click();
    const [y, m] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date()).split('-').map(Number);
    const from = new Date(Date.UTC(y, m - 1 - 11, 1));
    await page.getByText(`${from.getUTCFullYear()}年${from.getUTCMonth() + 1}月〜${y}年${m}月（日本時間）の集計`).waitFor();
    await revenue.locator('svg').first().waitFor();
    const csv = await page.request.get(`${e2eUrls.app}/admin-api/dashboard/coaches.csv`);
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toContain('伊藤 蓮');
    await context.close();
  });

  it('the audit log shows the actions just taken, by whom, and filters by operator', async () => {
    ({ context, page } = await newPage(browser, 1280));
    await signIn(page, admin);
    await page.getByRole('menuitem', { name: '操作履歴' }).click();
    await page.getByRole('row').filter({ hasText: `アカウントを作成（${newSupport.name}・サポート）` }).filter({ hasText: '運営 管理者' }).waitFor();
    await page.getByRole('row').filter({ hasText: `アカウントを作成（${invited.name}・サポート・招待メール送信）` }).waitFor();
    await photograph(page, 'admin-audit-log-1280', { fullPage: true });

    await page.getByLabel('オペレーター').fill(newSupport.name);
    await page.getByRole('option', { name: newSupport.name }).click();
    await page.getByRole('row').filter({ hasText: 'ログイン' }).filter({ hasText: newSupport.name }).first().waitFor();
    await page.waitForFunction((name) => [...document.querySelectorAll('tbody tr')].every((row) => row.textContent?.includes(name)), newSupport.name);
    await context.close();
  });
});
