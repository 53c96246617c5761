// Browser journey for issue 34: an unpaid bank-transfer camp application no longer blocks a capacity-limited camp's
// seats until its due date. The parent cancels it from the transfer guide mail's signed link (on a phone); support
// cancels another in the back office with a reason. Each frees the seats at once and mails the parent. Against the
// running stack and its sandbox inbox.
import { CampMessages } from '@coaching/contracts';
import { Client } from 'pg';
import type { APIRequestContext, Browser } from 'playwright-core';
import { e2eUrls, launchBrowser, newPage, photograph } from '../../../tools/e2e/browser';
import { exclusively } from '../../../tools/e2e/exclusive';
import { operatorPage } from './support/back-office';
import { animationsDone, overflow, severeViolations } from './support/pages';
import { findUrl, waitForMail } from './support/sandbox-mail';

const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const CAMP_NAME = `冬のキャンプ 取消 ${runId}`;
let browser: Browser;
let campId = 0;
let release: (() => Promise<void>) | undefined;

async function db<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: e2eUrls.database });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
const seatsTaken = () => db(async (c) => (await c.query<{ seats_taken: number }>('select seats_taken from camp_events where id = $1', [campId])).rows[0].seats_taken);

/** A parent's application and bank-transfer request for two children, without a page; answers the application id. */
async function parentAwaitsTransfer(request: APIRequestContext, parent: { name: string; email: string }): Promise<string> {
  await request.get(`${e2eUrls.app}/sanctum/csrf-cookie`);
  const xsrf = decodeURIComponent((await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value);
  const headers = { 'X-XSRF-TOKEN': xsrf };
  const applied = await request.post(`${e2eUrls.app}/api/camp_users`, {
    headers,
    data: { name: parent.name, kana: 'ヤマダ ハナコ', email: parent.email, phone_number: '09011112222', agree_rule: true, agree_privacy: true, agree_ebizrule: true },
  });
  expect(applied.status()).toBe(201);
  const prefix = `${e2eUrls.app}/fortnite-camp/payment?token=`;
  const token = new URL(findUrl(await waitForMail(parent.email, (m) => m.text.includes(prefix)), prefix)!).searchParams.get('token');
  const kids = [
    { name: '山田 太郎', kana: 'ヤマダ タロウ', grade: 'e5', notes: '', emergency_name: '山田 一郎', emergency_phone: '08033334444' },
    { name: '山田 次郎', kana: 'ヤマダ ジロウ', grade: 'j1', notes: '', emergency_name: '山田 一郎', emergency_phone: '08033334444' },
  ];
  const paid = await request.post(`${e2eUrls.app}/api/camp_users/payment`, { headers, data: { count: 2, method: 'bank', token, plan_id: campId, children: kids } });
  expect(paid.status()).toBe(200);
  return ((await applied.json()) as { data: { id: string } }).data.id;
}

beforeAll(async () => {
  // The camp journeys open camps of their own: one at a time (tools/e2e/exclusive.ts).
  release = await exclusively('camp');
  campId = await db(async (client) => {
    await client.query("update camp_events set application_starts_at = now() - interval '30 days', application_ends_at = now() - interval '29 days' where application_ends_at > now()");
    const { rows } = await client.query<{ id: number }>(
      `insert into camp_events (name, venue, starts_at, ends_at, capacity, price, application_starts_at, application_ends_at, grade_from, grade_to)
       values ($1, '東京都渋谷区道玄坂1-2-3 GG COACHアリーナ', date_trunc('day', now()) + interval '20 days 1 hour', date_trunc('day', now()) + interval '20 days 7 hours', 4, 16500,
               now() - interval '1 day', now() + interval '18 days', 'e4', 'h3') returning id`,
      [CAMP_NAME],
    );
    return rows[0].id;
  });
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await release?.();
});

describe('an unpaid camp application can be cancelled (issue 34)', () => {
  it('the parent cancels from the transfer guide mail on a phone: seats freed at once, a mail confirms it; the link is then spent', async () => {
    const parent = { name: '山田 花子', email: `camp-cancel-parent-${runId}@example.jp` };
    const visitor = await browser.newContext();
    await parentAwaitsTransfer(visitor.request, parent);
    await visitor.close();
    expect(await seatsTaken()).toBe(2);

    const prefix = `${e2eUrls.app}/fortnite-camp/cancel?application=`;
    const link = findUrl(await waitForMail(parent.email, (m) => m.subject.includes('お振込のご案内') && m.text.includes(prefix)), prefix)!;
    const { page, context } = await newPage(browser, 375);
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'お申し込みの取り消し' }).waitFor();
    await page.getByText(CAMP_NAME).waitFor();
    await page.getByText('33,000円（税込）').waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await severeViolations(page)).toEqual([]);
    await photograph(page, 'camp-cancel-375', { fullPage: true });
    await page.getByLabel('取り消しの理由（任意）').fill('予定が合わなくなりました');
    await page.getByRole('button', { name: 'お申し込みを取り消す' }).click();
    const dialog = page.getByRole('dialog', { name: 'お申し込みを取り消しますか？' });
    await animationsDone(page);
    await photograph(page, 'camp-cancel-dialog-375');
    await dialog.getByRole('button', { name: '取り消す' }).click();
    await page.getByRole('status').filter({ hasText: CampMessages.parentCancelled }).waitFor();
    expect(await seatsTaken()).toBe(0);
    const mail = await waitForMail(parent.email, (m) => m.subject.includes('お申し込み取消'));
    expect(mail.text).toContain('キャンセル料はかかりません');

    // Spent: the same link now says it cancels nothing.
    await page.reload();
    await page.getByText(CampMessages.cancelLinkInvalid).waitFor();
    await photograph(page, 'camp-cancel-spent-375', { fullPage: true });
    await context.close();
  });

  it('staff cancel an unpaid application in the back office with a reason (the demo admin here; support may too, camp-unpaid-cancel.int.spec.ts): seats freed at once, the parent mailed', async () => {
    const parent = { name: '高橋 健', email: `camp-cancel-support-${runId}@example.jp` };
    const visitor = await browser.newContext();
    const id = await parentAwaitsTransfer(visitor.request, parent);
    await visitor.close();
    expect(await seatsTaken()).toBe(2);

    const page = await operatorPage(browser, 1280);
    await page.goto(`${e2eUrls.app}/admin/#/camp-applications/${id}/show`);
    await page.getByText(parent.email).waitFor();
    await page.getByRole('button', { name: '振込前の申込を取り消す' }).click();
    const dialog = page.getByRole('dialog', { name: '振込前の申込の取り消し' });
    await dialog.getByRole('button', { name: '取り消す' }).click();
    await dialog.getByText(CampMessages.unpaidCancelReasonRequired).waitFor();
    await dialog.getByLabel('取り消しの理由').fill('保護者から電話で辞退の連絡');
    await animationsDone(page);
    await photograph(page, 'admin-camp-cancel-unpaid-1280');
    await dialog.getByRole('button', { name: '取り消す' }).click();
    await page.getByText('取り消しました。席を解放し、保護者にメールでお知らせしました。').waitFor();
    expect(await seatsTaken()).toBe(0);
    await waitForMail(parent.email, (m) => m.subject.includes('お申し込み取消'));
    await photograph(page, 'admin-camp-cancelled-unpaid-1280', { fullPage: true });
    await page.context().close();
  });
});
