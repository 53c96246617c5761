import type { Browser, BrowserContext, Page } from 'playwright-core';
import { e2eUrls, launchBrowser, newPage, photograph } from '../../../tools/e2e/browser';

/** The api serves the built back office at /admin/ and its API at /admin-api on the same origin. */
const ADMIN_URL = `${e2eUrls.app}/admin/`;
const operator = {
  email: process.env.E2E_OPERATOR_EMAIL ?? 'admin@ggcoach.example',
  password: process.env.E2E_OPERATOR_PASSWORD ?? 'admin-demo-password',
};
/** Unique per run, so search and the row we open are surely ours. */
const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const inquiry = {
  name: `E2E管理 ${runId}`,
  email: `e2e-admin-${runId}@example.com`,
  message: `管理画面のE2Eテストです（${runId}）。\n二行目: 改行がそのまま表示されること。`,
};

/** Sends an inquiry through the public contact form API, the way the site does (Sanctum-style CSRF). */
async function createInquiry(browser: Browser) {
  const context = await browser.newContext();
  try {
    const csrf = await context.request.get(`${e2eUrls.app}/sanctum/csrf-cookie`);
    expect(csrf.ok()).toBe(true);
    const xsrf = (await context.cookies(e2eUrls.app)).find(cookie => cookie.name === 'XSRF-TOKEN');
    expect(xsrf).toBeDefined();
    const response = await context.request.post(`${e2eUrls.app}/api/contacts`, {
      headers: { Accept: 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(xsrf!.value) },
      data: inquiry,
    });
    expect(response.status()).toBeLessThan(300);
  } finally {
    await context.close();
  }
}

describe('back office: contacts journey', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    await createInquiry(browser);
    ({ context, page } = await newPage(browser, 1280));
    page.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('shows the Japanese login page to a signed-out visitor', async () => {
    await page.goto(ADMIN_URL);
    await page.getByRole('heading', { name: 'GG COACH 管理画面' }).waitFor();
    await page.getByRole('button', { name: 'ログイン' }).waitFor();
    await photograph(page, 'admin-login-1280', { fullPage: true });
  });

  it('says so when the password is wrong', async () => {
    await page.getByLabel('メールアドレス').fill(operator.email);
    await page.getByLabel('パスワード').fill(`${operator.password}-wrong`);
    await page.getByRole('button', { name: 'ログイン' }).click();

    const alert = page.getByRole('alert').filter({ hasText: 'メールアドレスまたはパスワードが正しくありません。' });
    await alert.waitFor();
    expect(await alert.isVisible()).toBe(true);
  });

  it('signs in and lands on the dashboard', async () => {
    await page.getByLabel('パスワード').fill(operator.password);
    await page.getByRole('button', { name: 'ログイン' }).click();

    await page.getByText(/こんにちは、.+ さん/).waitFor();
    await page.getByText('未対応のお問い合わせ').waitFor();
    // The visits card reads the first-party collector; the inquiry set-up above visited no page, so report one.
    await fetch(`${e2eUrls.app}/api/analytics/page-views`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ path: '/contact', title: 'お問い合わせ' }) });
    await page.reload();
    await page.getByText('アクセス数（直近14日）').waitFor();
    expect(Number((await page.getByTestId('visits-total').innerText()).replace(/\D/g, ''))).toBeGreaterThanOrEqual(1);
    await photograph(page, 'admin-dashboard-1280', { fullPage: true });
  });

  it('lists the inquiries, newest first, including the one just sent', async () => {
    await page.getByRole('menuitem', { name: 'お問い合わせ' }).click();
    await page.waitForURL(/#\/contacts/);

    await page.locator('tbody tr').filter({ hasText: inquiry.name }).first().waitFor();
    expect(await page.locator('tbody tr').count()).toBeGreaterThanOrEqual(1);
    await photograph(page, 'admin-contacts-1280', { fullPage: true });
  });

  it('narrows the list with the search box', async () => {
    await page.getByRole('textbox', { name: '検索' }).fill(runId);

    // The search is debounced: wait for the list to hold only our row.
    await page.waitForFunction(
      (name: string) => {
        const rows = Array.from(document.querySelectorAll('tbody tr'));
        return rows.length === 1 && rows[0].textContent?.includes(name);
      },
      inquiry.name,
    );
    expect(await page.locator('tbody tr').count()).toBe(1);
  });

  it('opens the inquiry with its whole message', async () => {
    await page.locator('tbody tr').filter({ hasText: inquiry.name }).click();
    await page.waitForURL(/#\/contacts\/.+\/show/);

    const message = page.getByTestId('contact-message');
    await message.waitFor();
    expect(await message.innerText()).toContain('二行目: 改行がそのまま表示されること。');
    expect(await page.getByTestId('contact-status').innerText()).toContain('未対応');
    await photograph(page, 'admin-contact-show-1280', { fullPage: true });
  });

  it('marks it handled', async () => {
    const button = page.getByRole('button', { name: '対応済みにする' });
    await button.click();

    await page.getByText('対応済みにしました').waitFor();
    await page.getByTestId('contact-status').filter({ hasText: '対応済み' }).waitFor();
    expect(await button.isDisabled()).toBe(true);
  });
});

describe('back office: admin API without a session', () => {
  it('answers 401 to a visitor who is not signed in', async () => {
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext();
      const response = await context.request.get(`${e2eUrls.app}/admin-api/contacts`);
      expect(response.status()).toBe(401);
      await context.close();
    } finally {
      await browser.close();
    }
  });
});
