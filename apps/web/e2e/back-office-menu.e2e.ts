// Browser journey for issues 30 and 33: the back office's menu is grouped by task and shows each role only what it
// may use; a coach starts on his day (the agenda on his dashboard), and one who opens a screen that is not his reads
// "no permission", not "page not found".
import type { Browser, Page } from 'playwright-core';
import { backOfficePage, e2eUrls, launchBrowser, photograph } from '../../../tools/e2e/browser';
import { overflow, severeViolations } from './support/pages';
import { COACH, SUPPORT } from './support/lessons';

/**
 * axe's serious and critical findings in what this journey is about, the menu and the page (the app bar's logo is
 * issue 33's, measured by its own sweep).
 */
const severeInMenuAndPage = (page: Page): Promise<string[]> => severeViolations(page, '.RaMenu-open', '#main-content');

/** The menu as a person reads it: each group's heading, then its entries, in order. */
const menuText = async (page: Page) => (await page.locator('.RaMenu-open').innerText()).split('\n').map((line) => line.trim()).filter(Boolean);

describe('the back-office menu, grouped per role, and "no permission" for a screen that is not the role’s', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows the admin every group with its headings, in the operators’ words', async () => {
    const admin = await backOfficePage(browser, SUPPORT, 1280);
    const menu = await menuText(admin);
    for (const heading of ['レッスン', '会員', '無料体験', 'キャンプ', '売上・返金', '商品・お知らせ', '設定']) expect(menu).toContain(heading);
    // Each group holds its screens: the trials' calendar sits under 無料体験, refunds under 売上・返金.
    expect(menu.indexOf('体験カレンダー')).toBeGreaterThan(menu.indexOf('無料体験'));
    expect(menu.indexOf('解約・返金')).toBeGreaterThan(menu.indexOf('売上・返金'));
    expect(menu.indexOf('操作履歴')).toBeGreaterThan(menu.indexOf('設定'));
    expect(await severeInMenuAndPage(admin)).toEqual([]);
    expect(await admin.getByTestId('coach-agenda').count()).toBe(0);
    await photograph(admin, 'back-office-menu-admin-1280', { fullPage: true });
    await admin.context().close();
  });

  it('shows a coach only their own screens, and says "no permission" on the members list, a trial and the payments', async () => {
    const coach = await backOfficePage(browser, COACH, 1280);
    // His start page is his day: the agenda under the greeting, one title in the app bar.
    await coach.getByTestId('coach-agenda').getByRole('heading', { level: 2, name: '今日の予定' }).waitFor();
    expect(await coach.locator('#react-admin-title').innerText()).toBe('ダッシュボード');
    const menu = await menuText(coach);
    expect(menu).toEqual(expect.arrayContaining(['レッスン', '今日の予定', 'カレンダー', '受講者']));
    for (const hidden of ['会員', '無料体験', '売上・返金', '設定', '購入・決済']) expect(menu).not.toContain(hidden);

    for (const path of ['members', 'trials', 'payments']) {
      await coach.goto(`${e2eUrls.app}/admin/#/${path}`);
      await coach.getByTestId('forbidden-page').waitFor();
      await coach.getByRole('heading', { level: 1, name: 'このページを表示する権限がありません' }).waitFor();
      expect(await coach.getByText('ページが見つかりません').count()).toBe(0);
    }
    expect(await severeInMenuAndPage(coach)).toEqual([]);
    await photograph(coach, 'back-office-forbidden-coach-1280');

    // A path no role has is still "not found", in one sentence (no stray period).
    await coach.goto(`${e2eUrls.app}/admin/#/no-such-screen`);
    await coach.getByTestId('not-found-page').waitFor();
    expect(await coach.getByTestId('not-found-page').innerText()).not.toContain('。.');
    await coach.context().close();
  });

  it('fits a phone: the forbidden page has no horizontal overflow at 375 px', async () => {
    const coach = await backOfficePage(browser, COACH, 375);
    await coach.goto(`${e2eUrls.app}/admin/#/members`);
    await coach.getByTestId('forbidden-page').waitFor();
    expect(await overflow(coach)).toBeLessThanOrEqual(0);
    await photograph(coach, 'back-office-forbidden-coach-375');
    await coach.context().close();
  });
});
