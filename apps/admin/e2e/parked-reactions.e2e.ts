import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Client } from 'pg';
import { randomUUID } from 'node:crypto';
import { e2eUrls, launchBrowser, newPage, photograph } from '../../../tools/e2e/browser';

const ADMIN_URL = `${e2eUrls.app}/admin/`;
const admin = { email: 'admin@ggcoach.example', password: 'admin-demo-password' };
const support = { email: 'support@ggcoach.example', password: 'support-demo-password' };
const eventId = randomUUID();
const reactor = `e2e-check-${eventId.slice(0, 8)}`;

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto(ADMIN_URL);
  await page.getByLabel('メールアドレス').fill(who.email);
  await page.getByLabel('パスワード').fill(who.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await page.getByText(/こんにちは、.+ さん/).waitFor();
}

describe('back office: reactions the worker gave up on', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    // A reaction parked after its last attempt, as the worker records one.
    const db = new Client({ connectionString: e2eUrls.database });
    await db.connect();
    try {
      await db.query("insert into parked_reactions (reactor, event_id, event_type, stream_id, error, attempts) values ($1, $2, 'ChargeCaptured', $3, 'connect ECONNREFUSED 127.0.0.1:5432', 8)", [
        reactor,
        eventId,
        `payment-${eventId}`,
      ]);
    } finally {
      await db.end();
    }
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('are not in the menu of support staff', async () => {
    ({ context, page } = await newPage(browser, 1280));
    await signIn(page, support);
    await page.getByRole('menuitem', { name: '購入・決済' }).waitFor();
    expect(await page.getByRole('menuitem', { name: '停止中の処理' }).count()).toBe(0);
    await context.close();
  });

  it('are listed for admins with the error, and replayed after a confirmation', async () => {
    ({ context, page } = await newPage(browser, 1280));
    await signIn(page, admin);
    await page.getByRole('menuitem', { name: '停止中の処理' }).click();
    const row = page.getByRole('row').filter({ hasText: reactor });
    await row.waitFor();
    expect(await row.innerText()).toContain('connect ECONNREFUSED');
    expect(await row.innerText()).toContain('停止中');
    await photograph(page, 'admin-parked-reactions-1280', { fullPage: true });

    await row.getByRole('button', { name: '再実行' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`「${reactor}」をもう一度実行します。`).waitFor();
    await dialog.getByRole('button', { name: '再実行' }).click();
    await page.getByText('もう一度実行するよう登録しました。').waitFor();
  });
});
