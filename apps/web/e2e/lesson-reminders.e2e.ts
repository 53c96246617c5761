// Browser journey for issue 10's reminders, against the running stack (api, worker, sandbox inbox): support books a
// lesson within the hour → the worker's scan mails the member 「まもなくレッスンが始まります」 with the lesson's
// Discord link, and the mail arrives in the sandbox inbox; a lesson called off by the school gets no reminder, even
// once its time comes within the hour.
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { Browser, Page } from 'playwright-core';
import { e2eUrls, launchBrowser } from '../../../tools/e2e/browser';
import { operatorPage } from './support/back-office';
import { type SandboxMail, waitForMail } from './support/sandbox-mail';

const VALORANT = 2;
/** The e2e stack scans every 2 s (tools/lib/e2e-stack.mjs): three scans. */
const SCANS_MS = 6_000;

describe('lesson reminders: the member is mailed before a lesson, never for a cancelled one', () => {
  let browser: Browser;
  let db: Client;
  let admin: Page;
  let token: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    db = new Client({ connectionString: e2eUrls.database });
    await db.connect();
    admin = await operatorPage(browser);
    token = (await (await admin.request.get(`${e2eUrls.app}/admin-api/auth/session`)).json()).data.csrfToken;
  });
  afterAll(async () => {
    await db.end();
    await browser.close();
  });

  /** A coach who teaches around the clock (so the journey runs at any hour), with an address for their mails. */
  async function coach(): Promise<string> {
    const id = randomUUID();
    await db.query("insert into coaches (id, code, name, game_id, email) values ($1, $2, 'リマインド 先生', $3, $4)", [id, `reminder-${id.slice(0, 8)}`, VALORANT, `${id.slice(0, 8)}@coach.example`]);
    await db.query("insert into coach_weekly_hours (coach_id, weekday, starts, ends) select $1, d, '00:00', '23:59:59' from generate_series(0, 6) d", [id]);
    return id;
  }

  /** A verified member on a running plan with the coach assigned, as sign-up, billing's reactor and support leave them. */
  async function student(coachId: string): Promise<{ id: string; email: string }> {
    const id = randomUUID();
    const email = `reminder-${Date.now()}-${id.slice(0, 6)}@example.jp`;
    await db.query("insert into users (id, email, last_name, first_name, email_verified_at) values ($1, $2, '前田', '陽', now())", [id, email]);
    const { rows } = await db.query('select id from plans where game_id = $1 order by id limit 1', [VALORANT]);
    await db.query(
      "insert into lesson_students (subscription_id, member_id, game_id, plan_id, lessons_per_month, starts_at, ends_at, coach_id) values ($1, $2, $3, $4, 8, now() - interval '1 day', now() + interval '60 days', $5)",
      [randomUUID(), id, VALORANT, rows[0].id, coachId],
    );
    return { id, email };
  }

  const onTheMinute = (ms: number) => new Date(Math.ceil(ms / 60_000) * 60_000);

  async function schedule(memberId: string, startsAt: Date): Promise<string> {
    const res = await admin.request.post(`${e2eUrls.app}/admin-api/lessons`, { headers: { 'X-XSRF-TOKEN': token }, data: { member_id: memberId, starts_at: startsAt.toISOString(), minutes: 30 } });
    expect(res.status()).toBe(201);
    return (await res.json()).id as string;
  }

  async function inbox(email: string): Promise<SandboxMail[]> {
    const res = await fetch(`${e2eUrls.sandbox}/mail/api/messages?to=${encodeURIComponent(email)}`);
    return ((await res.json()) as { data: SandboxMail[] }).data;
  }

  it('mails 「まもなくレッスンが始まります」 with the Discord link within the hour, and nothing for a lesson the school called off', async () => {
    const coachId = await coach();
    const kept = await student(coachId);
    const dropped = await student(coachId);

    await schedule(kept.id, onTheMinute(Date.now() + 50 * 60_000));
    const droppedId = await schedule(dropped.id, onTheMinute(Date.now() + 26 * 3600_000));
    const cancel = await admin.request.post(`${e2eUrls.app}/admin-api/lessons/${droppedId}/cancel`, { headers: { 'X-XSRF-TOKEN': token }, data: { by: 'school', reason: 'コーチの体調不良' } });
    expect(cancel.status()).toBe(200);
    // Its time comes within the hour (as the clock would bring it): the scan must still leave it alone.
    await db.query("update lessons set starts_at = now() + interval '40 minutes', ends_at = now() + interval '70 minutes' where id = $1", [droppedId]);

    const reminder = await waitForMail(kept.email, (m) => m.subject.includes('まもなくレッスンが始まります'));
    expect(reminder.text).toContain('前田 陽 様');
    expect(reminder.text).toContain('リマインド 先生');
    expect(reminder.text).toContain('https://discord.gg/');

    await waitForMail(dropped.email, (m) => m.subject.includes('レッスンをキャンセルしました'));
    await new Promise((resolve) => setTimeout(resolve, SCANS_MS));
    const droppedMail = await inbox(dropped.email);
    expect(droppedMail.map((m) => m.subject).filter((s) => s.includes('まもなく') || s.includes('レッスンのお知らせ'))).toEqual([]);
    // And the kept lesson is reminded once, however many scans ran.
    expect((await inbox(kept.email)).filter((m) => m.subject.includes('まもなくレッスンが始まります'))).toHaveLength(1);
  });
});
