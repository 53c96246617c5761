// Back-office journey for issue 10's groups: support opens the demo group (チーム GG ブルー, three members, the demo
// member its leader), books a group lesson from the group's page, and the lesson is the group's, with its coach.
// Then support forms a new group of one member and sees it listed; its lesson at the first group's hour is refused,
// the demo member being in both; corrected to a day later, the same form books it.
import type { Browser, Page } from 'playwright-core';
import { backOfficePage, e2eUrls, launchBrowser, screenshotPath } from '../../../tools/e2e/browser';

const SUPPORT = { email: process.env.E2E_OPERATOR_EMAIL ?? 'admin@ggcoach.example', password: process.env.E2E_OPERATOR_PASSWORD ?? 'admin-demo-password' };

const signedIn = (browser: Browser, width = 1280): Promise<Page> => backOfficePage(browser, SUPPORT, width);

/** 22:00 Tokyo, `days` ahead, as the form's datetime-local takes it (inside every demo coach's hours). */
function tokyoTenPm(days: number): string {
  const day = new Date(Date.now() + 9 * 3600_000 + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}T22:00`;
}

describe('back office: groups and their lessons', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('books a group lesson from the group’s page, and forms a new group', async () => {
    const page = await signedIn(browser);
    await page.goto(`${e2eUrls.app}/admin/#/groups`);
    const row = page.locator('tbody tr').filter({ hasText: 'チーム GG ブルー' });
    await row.filter({ hasText: '3人' }).waitFor();
    await page.screenshot({ path: screenshotPath('admin-groups-1280'), fullPage: true });
    await row.click();
    await page.waitForURL(/#\/groups\/[0-9a-f-]{36}$/);
    await page.getByRole('textbox', { name: 'グループ名' }).and(page.locator('[value="チーム GG ブルー"]')).waitFor();
    // Its members by name, the demo member first as the leader; its coach.
    await page.getByRole('combobox', { name: 'メンバー' }).first().and(page.locator('[value*="member@ggcoach.example"]')).waitFor();
    await page.getByRole('combobox', { name: 'メンバー' }).nth(1).and(page.locator('[value*="group-mate-"]')).waitFor();
    await page.getByRole('combobox', { name: '担当コーチ' }).and(page.locator('[value="伊藤 蓮"]')).waitFor();
    await page.screenshot({ path: screenshotPath('admin-group-edit-1280'), fullPage: true });

    await page.getByRole('link', { name: 'グループレッスンを登録' }).click();
    await page.waitForURL(/#\/lessons\/create$/);
    await page.getByRole('combobox', { name: 'グループ' }).and(page.locator('[value="チーム GG ブルー"]')).waitFor();
    await page.getByLabel('日時').fill(tokyoTenPm(9));
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/#\/lessons\/[0-9a-f-]{36}\/show$/);
    await page.getByText('チーム GG ブルー').first().waitFor();
    await page.getByText('グループ', { exact: true }).first().waitFor();

    // A new group of one member, the demo member as its leader.
    await page.goto(`${e2eUrls.app}/admin/#/groups/create`);
    await page.getByRole('textbox', { name: 'グループ名' }).fill('チーム E2E');
    await page.getByRole('textbox', { name: '種類' }).fill('1人グループ');
    await page.getByRole('combobox', { name: 'ゲーム' }).click();
    await page.getByRole('option', { name: 'VALORANT' }).click();
    await page.getByRole('button', { name: '追加' }).click();
    const member = page.getByRole('combobox', { name: 'メンバー' });
    await member.click();
    await member.fill('member@ggcoach.example');
    await page.getByRole('option', { name: /member@ggcoach\.example/ }).click();
    await page.getByLabel('リーダー').check();
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/#\/groups\/[0-9a-f-]{36}$/);
    // Its lesson at the hour of チーム GG ブルー's: the demo member is in both groups, and in one lesson at a time.
    await page.getByRole('link', { name: 'グループレッスンを登録' }).click();
    await page.waitForURL(/#\/lessons\/create$/);
    await page.getByRole('combobox', { name: 'グループ' }).and(page.locator('[value="チーム E2E"]')).waitFor();
    // The new group has no coach of its own yet: this lesson names one.
    await page.getByRole('combobox', { name: 'コーチ' }).click();
    await page.getByRole('option').first().click();
    await page.getByLabel('日時').fill(tokyoTenPm(9));
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('この受講者はその時間に別のレッスンがあります。').first().waitFor();
    expect(page.url()).toMatch(/#\/lessons\/create$/);
    await page.screenshot({ path: screenshotPath('admin-group-lesson-member-busy-1280'), fullPage: true });
    // A day later the demo member is free: the same lesson is booked.
    await page.getByLabel('日時').fill(tokyoTenPm(10));
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/#\/lessons\/[0-9a-f-]{36}\/show$/);
    await page.goto(`${e2eUrls.app}/admin/#/groups`);
    await page.locator('tbody tr').filter({ hasText: 'チーム E2E' }).filter({ hasText: '1人' }).first().waitFor();
    await page.context().close();
  });

});
