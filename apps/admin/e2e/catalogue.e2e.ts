import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { e2eUrls, launchBrowser, newPage, photograph } from '../../../tools/e2e/browser';

const ADMIN_URL = `${e2eUrls.app}/admin/`;
const operator = {
  email: process.env.E2E_OPERATOR_EMAIL ?? 'admin@ggcoach.example',
  password: process.env.E2E_OPERATOR_PASSWORD ?? 'admin-demo-password',
};
/** Unique per run: the plan and coupon edited here are ours, never the demo catalogue other journeys read. */
const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const planName = `E2Eプラン ${runId}`;
const couponCode = `e2e-${runId}`;

const memberPlan = async (id: number) => (await (await fetch(`${e2eUrls.app}/api/plans/${id}`)).json()) as { data: { from_price: number | null } };

/**
 * Our plan, an 'add' plan: members can look it up by id, but the landing page (normal plans only) and
 * its journey never see it. Put away (no longer purchasable) at the end.
 */
const planBody = (changes: Record<string, unknown> = {}) => ({
  game_id: 1,
  code: `e2e-${runId}`,
  name: planName,
  plan_type: 'add',
  lesson_count: 4,
  price1: 24_000,
  price6: 20_000,
  tax_rate: 1.1,
  sort_order: 99,
  ...changes,
});

/** Signs the request context in as the operator (the way the back office does); answers the CSRF token. */
async function signIn(request: APIRequestContext): Promise<string> {
  const session = await (await request.get(`${e2eUrls.app}/admin-api/auth/session`)).json();
  const login = await request.post(`${e2eUrls.app}/admin-api/auth/login`, { headers: { 'X-XSRF-TOKEN': session.data.csrfToken }, data: operator });
  expect(login.status()).toBe(200);
  return (await login.json()).data.csrfToken;
}

describe('back office: catalogue journey', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let planId: number;
  let setup: BrowserContext;
  let token: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    setup = await browser.newContext();
    token = await signIn(setup.request);
    const created = await setup.request.post(`${e2eUrls.app}/admin-api/plans`, { headers: { 'X-XSRF-TOKEN': token }, data: planBody() });
    expect(created.status()).toBe(201);
    planId = (await created.json()).id;
    ({ context, page } = await newPage(browser, 1280));
    page.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    if (planId) await setup.request.put(`${e2eUrls.app}/admin-api/plans/${planId}`, { headers: { 'X-XSRF-TOKEN': token }, data: planBody({ is_purchasable: false }) });
    await setup?.close();
    await context?.close();
    await browser?.close();
  });

  it('signs in and lists the plans with their from price and visibility', async () => {
    await page.goto(ADMIN_URL);
    await page.getByLabel('メールアドレス').fill(operator.email);
    await page.getByLabel('パスワード').fill(operator.password);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.getByText(/こんにちは、.+ さん/).waitFor();

    await page.getByRole('menuitem', { name: 'プラン' }).click();
    await page.waitForURL(/#\/plans/);
    const row = page.locator('tbody tr').filter({ hasText: planName });
    await row.waitFor();
    expect(await row.innerText()).toContain('22,000円');
    expect(await row.innerText()).toContain('追加');
    await photograph(page, 'admin-plans-1280', { fullPage: true });
  });

  it('edits a price: the tax-included amount follows the input, and members see the new from price', async () => {
    expect((await memberPlan(planId)).data.from_price).toBe(22_000);
    await page.locator('tbody tr').filter({ hasText: planName }).click();
    await page.waitForURL(new RegExp(`#/plans/${planId}$`));

    const price6 = page.getByLabel('月額6（税抜・円）');
    await price6.waitFor();
    expect(await page.getByTestId('tax-included-price6').innerText()).toBe('税込 22,000円');
    await price6.fill('18000');
    await page.getByTestId('tax-included-price6').filter({ hasText: '税込 19,800円' }).waitFor();
    await page.getByTestId('plan-preview').filter({ hasText: '19,800円〜' }).waitFor();
    await photograph(page, 'admin-plan-edit-1280', { fullPage: true });

    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('更新しました').waitFor();
    expect((await memberPlan(planId)).data.from_price).toBe(19_800);
  });

  it('refuses a bad price in the form with the shared Japanese message, and saves nothing', async () => {
    await page.goto(`${ADMIN_URL}#/plans/${planId}`);
    const price1 = page.getByLabel('月額1（税抜・円）');
    await price1.waitFor();
    await price1.fill('-5');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('価格は0〜10,000,000円の整数（税抜）で入力してください。').first().waitFor();
    expect((await memberPlan(planId)).data.from_price).toBe(19_800);
  });

  it('shows the plan form on a phone', async () => {
    const phone = await newPage(browser, 375);
    try {
      await phone.context.addCookies(await context.cookies());
      await phone.page.goto(`${ADMIN_URL}#/plans/${planId}`);
      await phone.page.getByLabel('月額6（税抜・円）').waitFor();
      await photograph(phone.page, 'admin-plan-edit-375', { fullPage: true });
    } finally {
      await phone.context.close();
    }
  });

  it('issues a coupon: the code is stored upper case and members can use it, then deletes it', async () => {
    await page.goto(`${ADMIN_URL}#/coupons/create`);
    await page.getByLabel('クーポンコード').fill(couponCode);
    await page.getByLabel('クーポン名').fill('E2Eクーポン');
    await page.getByLabel('割引の値').fill('10');
    // Operators type Japan time, whatever their browser's zone; the API keeps the instant.
    await page.getByLabel('開始日時').fill('2020-04-01T10:00');
    await page.getByLabel('終了日時').fill('2020-04-01T09:00');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('終了日時は開始日時より後にしてください。').first().waitFor();
    await page.getByLabel('終了日時').fill('2099-12-31T23:59');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('作成しました').waitFor();
    await page.locator('tbody tr').filter({ hasText: couponCode.toUpperCase() }).waitFor();
    await photograph(page, 'admin-coupons-1280', { fullPage: true });
    expect((await fetch(`${e2eUrls.app}/api/coupons/${couponCode}`)).status).toBe(200);

    await page.locator('tbody tr').filter({ hasText: couponCode.toUpperCase() }).click();
    await page.getByLabel('開始日時').waitFor();
    expect(await page.getByLabel('開始日時').inputValue()).toBe('2020-04-01T10:00');
    await page.getByRole('button', { name: '削除' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '確定' }).click();
    await page.getByText('削除しました').waitFor();
    expect((await fetch(`${e2eUrls.app}/api/coupons/${couponCode}`)).status).toBe(422);
  });

  it('shows support staff the catalogue read-only', async () => {
    const support = await newPage(browser, 1280);
    try {
      await support.page.goto(ADMIN_URL);
      await support.page.getByLabel('メールアドレス').fill(process.env.E2E_SUPPORT_EMAIL ?? 'support@ggcoach.example');
      await support.page.getByLabel('パスワード').fill(process.env.E2E_SUPPORT_PASSWORD ?? 'support-demo-password');
      await support.page.getByRole('button', { name: 'ログイン' }).click();
      await support.page.getByText(/こんにちは、.+ さん/).waitFor();
      await support.page.goto(`${ADMIN_URL}#/plans/${planId}`);
      await support.page.getByText('サポート権限では閲覧のみできます。').waitFor();
      expect(await support.page.getByRole('button', { name: '保存' }).count()).toBe(0);
      await support.page.goto(`${ADMIN_URL}#/coupons`);
      await support.page.locator('tbody tr').first().waitFor();
      expect(await support.page.getByRole('link', { name: '新規作成' }).count()).toBe(0);
    } finally {
      await support.context.close();
    }
  });
});
