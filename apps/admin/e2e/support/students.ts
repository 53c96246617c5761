// Members and coaches the back-office journeys make for themselves, so that they change no demo member or coach.
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { ADULT_STUDENT } from '@coaching/contracts/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { e2eUrls, searchBackOfficeList, testClientAddress } from '../../../../tools/e2e/browser';
import { findUrl, waitForMail } from '../../../../tools/e2e/sandbox-mail';

export interface NewStudent {
  email: string;
  password: string;
  /** Family and given name, one space between. */
  name: string;
}

export interface NewCoach {
  id: string;
  name: string;
  email: string;
}

/** The api's CSRF contract (PROTOCOLS.md): the XSRF-TOKEN cookie, sent back as the X-XSRF-TOKEN header. */
async function xsrf(context: BrowserContext): Promise<Record<string, string>> {
  await context.request.get(`${e2eUrls.app}/sanctum/csrf-cookie`);
  const cookie = (await context.cookies(e2eUrls.app)).find((c) => c.name === 'XSRF-TOKEN');
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie!.value) };
}

/**
 * A new member who ordered VALORANT Standard for a month by bank transfer, through the member api (the member's own
 * screens are the web app's journeys; here the member is only a precondition). The transfer is support's to record.
 */
export async function memberAwaitingTransfer(browser: Browser, student: NewStudent): Promise<void> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': testClientAddress() } });
  const expectOk = async (what: string, res: { ok(): boolean; status(): number; text(): Promise<string> }) => {
    if (!res.ok()) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
  };
  try {
    await expectOk('sign-up', await context.request.post(`${e2eUrls.app}/api/register`, { data: { email: student.email, password: student.password }, headers: await xsrf(context) }));
    const prefix = `${e2eUrls.app}/api/email/verify`;
    await context.request.get(findUrl(await waitForMail(student.email, (m) => m.text.includes(prefix)), prefix)!, { maxRedirects: 0 });
    await expectOk('sign-in', await context.request.post(`${e2eUrls.app}/api/login`, { data: { email: student.email, password: student.password }, headers: await xsrf(context) }));
    const [lastName, firstName] = student.name.split(' ');
    const information = { ...ADULT_STUDENT, last_name: lastName, first_name: firstName, last_name_kana: 'モリ', first_name_kana: 'タイチ' };
    // The name on the member's profile is the one coaches are told.
    await expectOk('profile', await context.request.put(`${e2eUrls.app}/api/profile`, { data: { last_name: lastName, first_name: firstName, email: student.email }, headers: await xsrf(context) }));
    await expectOk('student information', await context.request.post(`${e2eUrls.app}/api/personal_informations`, { data: information, headers: await xsrf(context) }));
    const games = ((await (await context.request.get(`${e2eUrls.app}/api/games`)).json()) as { data: Array<{ name: string; plans: Array<{ id: number; name: string }> }> }).data;
    const standard = games.find((g) => g.name === 'VALORANT')!.plans.find((p) => p.name === 'Standard')!;
    await expectOk(
      'bank order',
      await context.request.post(`${e2eUrls.app}/api/plans/${standard.id}/purchase`, { data: { method: 'bank', period: 1, plan_id: standard.id, idempotency_key: randomUUID() }, headers: await xsrf(context) }),
    );
  } finally {
    await context.close();
  }
}

/** Support records the member's bank transfer in the back office (the worker then starts the plan). */
export async function recordTransfer(page: Page, email: string): Promise<void> {
  await page.goto(`${e2eUrls.app}/admin/#/payments`);
  await searchBackOfficeList(page, email);
  await page.locator('tbody tr').filter({ hasText: email }).filter({ hasText: 'お振込待ち' }).click();
  await page.getByRole('button', { name: '入金を記録する' }).click();
  await page.getByRole('dialog', { name: '入金を記録しますか？' }).getByRole('button', { name: '入金を記録する' }).click();
  await page.getByText('入金を記録しました').waitFor();
}

/**
 * Writes VALORANT coaches as the catalogue seed does (the back office edits coaches, it does not create them); with
 * `everyDay`, each teaches every day between those hours (Tokyo), as a coach must for lessons to be booked with them.
 */
export async function createCoaches(coaches: readonly NewCoach[], runId: string, everyDay?: { starts: string; ends: string }): Promise<void> {
  const db = new Client({ connectionString: e2eUrls.database });
  await db.connect();
  try {
    for (const coach of coaches) {
      await db.query("insert into coaches (id, code, name, game_id, email) select $1, $2, $3, id, $4 from games where name = 'VALORANT'", [coach.id, `coach-${runId}-${coach.id.slice(0, 4)}`, coach.name, coach.email]);
      if (everyDay) {
        await db.query('insert into coach_weekly_hours (coach_id, weekday, starts, ends) select $1, day, $2, $3 from generate_series(0, 6) as day', [coach.id, everyDay.starts, everyDay.ends]);
      }
    }
  } finally {
    await db.end();
  }
}
