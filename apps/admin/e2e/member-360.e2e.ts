// Back-office journey for issue 14's member 360: support searches the demo member by e-mail, opens their page, reads
// the sections (account, plan, lessons and karte) and the timeline of what happened and who did it, then goes from
// the page to the coach change. Also the same page on a phone (375 px).
import type { Browser, Page } from 'playwright-core';
import { backOfficePage, e2eUrls, launchBrowser, screenshotPath } from '../../../tools/e2e/browser';

const SUPPORT = { email: 'support@ggcoach.example', password: 'support-demo-password' };
const MEMBER_EMAIL = 'member@ggcoach.example';

/** Support types the address into the member search and opens the one member it finds. */
async function openByEmail(page: Page, phone: boolean): Promise<void> {
  await page.goto(`${e2eUrls.app}/admin/#/members`);
  await page.getByText('会員を検索してください').waitFor();
  await page.getByRole('textbox', { name: '会員検索' }).fill(MEMBER_EMAIL);
  if (phone) {
    await page.getByRole('link', { name: /山田 太郎/ }).click();
  } else {
    const row = page.locator('tbody tr').filter({ hasText: MEMBER_EMAIL });
    await row.waitFor();
    await page.screenshot({ path: screenshotPath('admin-member-search-results-1280'), fullPage: true });
    await row.click();
  }
  await page.waitForURL(/#\/members\/[0-9a-f-]{36}\/show$/);
  await page.getByRole('heading', { level: 1, name: '山田 太郎' }).waitFor();
}

describe('back office: the member 360', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('support finds a member by e-mail, reads every section and the timeline, and goes on to change the coach', async () => {
    const page = await backOfficePage(browser, SUPPORT, 1280);
    await page.goto(`${e2eUrls.app}/admin/#/members`);
    await page.getByText('会員を検索してください').waitFor();
    await page.screenshot({ path: screenshotPath('admin-member-search-1280'), fullPage: true });
    await openByEmail(page, false);

    // The account, and the timeline beside the sections on a wide screen: who did what, in sentences.
    await page.getByRole('region', { name: 'アカウント' }).getByText(MEMBER_EMAIL).waitFor();
    const timeline = page.getByRole('region', { name: 'タイムライン' });
    await timeline.getByText('受講が始まりました（3か月）').first().waitFor();
    await timeline.getByText(/レッスンが予約されました（\d+月\d+日 \d\d:\d\d〜）/).first().waitFor();
    await timeline.getByText(/システム（自動処理）/).first().waitFor();
    await page.screenshot({ path: screenshotPath('admin-member-360-1280'), fullPage: true });

    await page.getByRole('tab', { name: '契約・お支払い' }).click();
    await page.getByRole('region', { name: '受講プラン' }).getByText('受講中').waitFor();
    await page.getByRole('region', { name: '購入・決済' }).getByText('購入・決済はまだありません。').waitFor();
    await page.getByRole('region', { name: '登録カード' }).waitFor();
    await page.screenshot({ path: screenshotPath('admin-member-360-billing-1280'), fullPage: true });

    await page.getByRole('tab', { name: 'レッスン' }).click();
    await page.getByRole('region', { name: '担当コーチ' }).getByRole('cell', { name: /.+/ }).first().waitFor();
    await page.getByRole('region', { name: 'レッスン' }).getByText('受講済み').first().waitFor();
    await page.getByRole('region', { name: 'カルテ' }).getByText(/宿題/).first().waitFor();
    await page.screenshot({ path: screenshotPath('admin-member-360-lessons-1280'), fullPage: true });

    await page.getByRole('tab', { name: '体験・合宿' }).click();
    await page.getByRole('region', { name: '合宿の申し込み' }).getByText('このメールアドレスでの合宿の申し込みはありません。').waitFor();

    // The coach change is support's, on the students screen, narrowed to this member.
    await page.getByRole('link', { name: '担当コーチを変更' }).click();
    await page.waitForURL(/#\/students\?filter=/);
    await page.locator('tbody tr').filter({ hasText: MEMBER_EMAIL }).first().waitFor();
    await page.context().close();
  });

  it('reads well on a phone (375 px): the timeline becomes a tab', async () => {
    const page = await backOfficePage(browser, SUPPORT, 375);
    await openByEmail(page, true);
    await page.screenshot({ path: screenshotPath('admin-member-360-375'), fullPage: true });
    await page.getByRole('tab', { name: 'タイムライン' }).click();
    await page.getByRole('region', { name: 'タイムライン' }).getByText('受講が始まりました（3か月）').first().waitFor();
    await page.screenshot({ path: screenshotPath('admin-member-360-timeline-375'), fullPage: true });
    await page.context().close();
  });
});
