// Back-office journey for issue 10's groups: support opens the demo group (チーム GG ブルー, three members, the demo
// member its leader), books a group lesson from the group's page, and the lesson is the group's, with its coach.
// Then support forms a new group of one member and sees it listed; its lesson at the first group's hour is refused,
// the demo member being in both; corrected to a day later, the same form books it. Last, adding a student to the
// demo member's group is refused with the spec's message when the two have lessons at the same hour.
import type { Browser, Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { backOfficePage, e2eUrls, launchBrowser, photograph } from '../../../tools/e2e/browser';
import { createCoaches, memberAwaitingTransfer, recordTransfer } from './support/students';

const SUPPORT = { email: process.env.E2E_OPERATOR_EMAIL ?? 'admin@ggcoach.example', password: process.env.E2E_OPERATOR_PASSWORD ?? 'admin-demo-password' };

const signedIn = (browser: Browser, width = 1280): Promise<Page> => backOfficePage(browser, SUPPORT, width);

const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const COACHES = [
  { id: randomUUID(), name: `小林 湊 ${runId}`, email: `group-coach-a-${runId}@coach.example` },
  { id: randomUUID(), name: `加藤 陽 ${runId}`, email: `group-coach-b-${runId}@coach.example` },
] as const;
const STUDENT = { email: `e2e-group-${runId}@example.jp`, password: 'group-member-pass-123', name: '森 大地' };

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
    await photograph(page, 'admin-groups-1280', { fullPage: true });
    await row.click();
    await page.waitForURL(/#\/groups\/[0-9a-f-]{36}$/);
    await page.getByRole('textbox', { name: 'グループ名' }).and(page.locator('[value="チーム GG ブルー"]')).waitFor();
    // Its members by name, the demo member first as the leader; its coach.
    await page.getByRole('combobox', { name: 'メンバー' }).first().and(page.locator('[value*="member@ggcoach.example"]')).waitFor();
    await page.getByRole('combobox', { name: 'メンバー' }).nth(1).and(page.locator('[value*="group-mate-"]')).waitFor();
    await page.getByRole('combobox', { name: '担当コーチ' }).and(page.locator('[value="伊藤 蓮"]')).waitFor();
    await photograph(page, 'admin-group-edit-1280', { fullPage: true });

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
    await photograph(page, 'admin-group-lesson-member-busy-1280', { fullPage: true });
    // A day later the demo member is free: the same lesson is booked.
    await page.getByLabel('日時').fill(tokyoTenPm(10));
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/#\/lessons\/[0-9a-f-]{36}\/show$/);
    await page.goto(`${e2eUrls.app}/admin/#/groups`);
    await page.locator('tbody tr').filter({ hasText: 'チーム E2E' }).filter({ hasText: '1人' }).first().waitFor();
    await page.context().close();
  });

  it('refuses a member added to a group when one of their lessons is at the hour of the group’s, with the spec’s message', async () => {
    // Two students (the demo member and one of the journey's own, whose transfer support records) and two coaches of
    // the journey's own, so that no other journey's booking can make a coach busy at that hour.
    await createCoaches(COACHES, runId, { starts: '13:00', ends: '23:59' });
    await memberAwaitingTransfer(browser, STUDENT);
    const page = await signedIn(browser);
    await recordTransfer(page, STUDENT.email);

    const formGroup = async (name: string, memberEmail: string): Promise<string> => {
      await page.goto(`${e2eUrls.app}/admin/#/groups/create`);
      await page.getByRole('textbox', { name: 'グループ名' }).fill(name);
      await page.getByRole('combobox', { name: 'ゲーム' }).click();
      await page.getByRole('option', { name: 'VALORANT' }).click();
      await page.getByRole('button', { name: '追加' }).click();
      const member = page.getByRole('combobox', { name: 'メンバー' });
      await member.click();
      await member.fill(memberEmail);
      await page.getByRole('option', { name: new RegExp(memberEmail.replace(/[.+]/g, '\\$&')) }).click();
      await page.getByLabel('リーダー').check();
      await page.getByRole('button', { name: '保存' }).click();
      await page.waitForURL(/#\/groups\/[0-9a-f-]{36}$/);
      return page.url();
    };
    const pickInput = async (label: string, text: string) => {
      const input = page.getByRole('combobox', { name: label });
      await input.click();
      await input.fill(text);
      await page.getByRole('option', { name: text }).click();
    };
    /** From the group's page (the group chosen for support), or from the lessons' new-lesson form (support picks it). */
    const bookGroupLesson = async (group: string, coach: string, from: 'group page' | 'lesson form') => {
      if (from === 'group page') {
        await page.getByRole('link', { name: 'グループレッスンを登録' }).click();
        await page.waitForURL(/#\/lessons\/create$/);
        await page.getByRole('combobox', { name: 'グループ' }).and(page.locator(`[value="${group}"]`)).waitFor();
      } else {
        await page.goto(`${e2eUrls.app}/admin/#/lessons/create`);
        await pickInput('グループ', group);
      }
      await pickInput('コーチ', coach);
      await page.getByLabel('日時').fill(tokyoTenPm(11));
      await page.getByRole('button', { name: '保存' }).click();
      await page.waitForURL(/#\/lessons\/[0-9a-f-]{36}\/show$/);
    };

    // Each a group of one, each with a lesson at the same hour, with different coaches: both booked.
    const studentsGroup = `チーム 森 ${runId}`;
    await formGroup(studentsGroup, STUDENT.email);
    await bookGroupLesson(studentsGroup, COACHES[0].name, 'group page');
    const demoGroup = `チーム 山田 ${runId}`;
    const demoGroupUrl = await formGroup(demoGroup, 'member@ggcoach.example');
    await bookGroupLesson(demoGroup, COACHES[1].name, 'lesson form');

    // Support adds the journey's student to the demo member's group: refused, with the spec's message, nothing saved.
    await page.goto(demoGroupUrl);
    await page.getByRole('combobox', { name: 'メンバー' }).first().and(page.locator('[value*="member@ggcoach.example"]')).waitFor();
    await page.getByRole('button', { name: '追加' }).click();
    const added = page.getByRole('combobox', { name: 'メンバー' }).nth(1);
    await added.click();
    await added.fill(STUDENT.email);
    await page.getByRole('option', { name: new RegExp(STUDENT.email.replace(/[.+]/g, '\\$&')) }).click();
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('追加するメンバーに、このグループのレッスンと時間が重なるレッスンがあります。').first().waitFor();
    expect(page.url()).toBe(demoGroupUrl);
    await photograph(page, 'admin-group-member-busy-1280', { fullPage: true });
    await page.goto(`${e2eUrls.app}/admin/#/groups`);
    await page.locator('tbody tr').filter({ hasText: demoGroup }).filter({ hasText: '1人' }).waitFor();
    await page.context().close();
  });
});
