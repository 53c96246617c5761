// Back-office journey for issue 14's queue dashboard: an admin opens ジョブの状況（キュー） from the back office's user
// menu and sees every queue of the product (bull-board, served by the api for admins only); support has no such menu
// item, and the address itself refuses them.
import type { Browser } from 'playwright-core';
import { backOfficePage, e2eUrls, launchBrowser, photograph } from '../../../tools/e2e/browser';

const ADMIN = { email: process.env.E2E_OPERATOR_EMAIL ?? 'admin@ggcoach.example', password: process.env.E2E_OPERATOR_PASSWORD ?? 'admin-demo-password' };
const SUPPORT = { email: 'support@ggcoach.example', password: 'support-demo-password' };
/** The queues of QueueName (libs/server/core), as bull-board names them. */
const QUEUES = ['mail', 'payments', 'trial-slots', 'lessons', 'camp', 'maintenance'];

describe('back office: the queue dashboard', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('an admin opens it from the user menu and sees every queue (1280 px)', async () => {
    const page = await backOfficePage(browser, ADMIN, 1280);
    await page.getByRole('button', { name: 'アカウント' }).click();
    const [board] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('menuitem', { name: 'ジョブの状況（キュー）' }).click()]);
    await board.waitForLoadState();
    expect(new URL(board.url()).pathname).toBe('/admin-api/queues');
    await board.setViewportSize({ width: 1280, height: 900 });
    await board.getByText('GG COACH ジョブ').first().waitFor();
    for (const queue of QUEUES) await board.getByRole('link', { name: new RegExp(`^${queue}`) }).first().waitFor();
    // The overview answers from Redis: wait for it, not for the spinner.
    await board.getByText('読み込み中').waitFor({ state: 'detached', timeout: 20_000 });
    await photograph(board, 'admin-queue-dashboard-1280', { fullPage: true });
    // The way back to the back office (bull-board's own docs link is hidden: it leads off to another site).
    // bull-board lists its links in the menu behind the header's last button.
    await board.locator('header button').last().click();
    await board.getByText('管理画面に戻る').waitFor();
    await board.keyboard.press('Escape');
    // A queue's own page: its jobs by state, with the retry the dashboard exists for.
    await board.getByRole('link', { name: /^mail/ }).first().click();
    await board.waitForURL(/\/admin-api\/queues\/queue\/mail/);
    await board.getByText('読み込み中').waitFor({ state: 'detached', timeout: 20_000 });
    await photograph(board, 'admin-queue-dashboard-mail-1280', { fullPage: true });
    await page.context().close();
  });

  it('support sees no menu item, and the address refuses them', async () => {
    const page = await backOfficePage(browser, SUPPORT, 1280);
    await page.getByRole('button', { name: 'アカウント' }).click();
    await page.getByRole('menuitem', { name: /ログアウト/ }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'ジョブの状況（キュー）' }).count()).toBe(0);
    const res = await page.request.get(`${e2eUrls.app}/admin-api/queues`);
    expect(res.status()).toBe(403);
    await page.context().close();
  });
});
