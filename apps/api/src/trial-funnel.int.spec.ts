// Issue 30: the free trial keeps what the visitor gave. The game chosen on the trial's start is kept with the account
// through the e-mail sign-up, the verification in another browser and the Discord connection (each leading back to
// the booking), and done with once the trial is booked; the names typed on the trial form fill an empty profile and
// never replace a saved one; the booked trial is added to a calendar by an iCalendar file only its member may read.
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { type AdminTrial, type TrialSchedule, tokyoDate } from '@coaching/contracts';
import { APP_CONFIG, ReactorRegistry, sql } from '@coaching/server-core';
import { QueryBus } from '@nestjs/cqrs';
import { drainReactions, prepareTestDatabase, testDatabaseUrl } from '@coaching/server-core/testing';
import { upsertOperator } from '@coaching/server-backoffice';
import { RefreshTrialScheduleJob, SendTrialMailJob, TrialSlots } from '@coaching/server-trials';
import { type RunningSandbox, startSandbox } from '@coaching/sandbox/testing';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { seedDemoData } from './database/seed/demo-data';
import { csrfAgent, startTestApi } from './testing/test-api';

jest.setTimeout(180_000);

type Agent = Awaited<ReturnType<typeof csrfAgent>>['agent'];
type Member = { agent: Agent; token: string; userId: string; email: string };

const PASSWORD = 'correct-horse-42';
const VALORANT = 2;
const OPERATOR = { email: 'trial-funnel-int@ggcoach.example', name: '体験 窓口', role: 'support' as const, password: 'trial-funnel-int-password' };
let ip = 0;
const nextIp = () => `10.91.${Math.floor(++ip / 200)}.${ip % 200}`;
const xsrfOf = (res: request.Response): string | undefined => {
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('XSRF-TOKEN='));
  return cookie ? decodeURIComponent(cookie.split(';')[0].split('=')[1]) : undefined;
};

describe('the free trial keeps what the visitor gave (real api, PostgreSQL, the sandbox as Discord)', () => {
  let app: NestExpressApplication;
  let em: EntityManager;
  let sandbox: RunningSandbox;
  let staff: { agent: Agent; token: string };

  // A database of its own with the demo coaches and trial hours, so its seats are not another spec's.
  beforeAll(async () => {
    const url = await prepareTestDatabase('api_trial_funnel');
    await seedDemoData(url);
    sandbox = await startSandbox({ httpPort: 0, smtpPort: 0, host: '127.0.0.1' });
    app = await startTestApi({ DATABASE_URL: testDatabaseUrl('api_trial_funnel'), QUEUE_PREFIX: `test-api-trial-funnel-${process.pid}`, DISCORD_BASE_URL: `${sandbox.httpUrl}/discord` });
    em = app.get(EntityManager);
    await upsertOperator(em.fork(), OPERATOR);
    const agent = request.agent(app.getHttpServer()).set('X-Forwarded-For', nextIp());
    const session = await agent.get('/admin-api/auth/session');
    const login = await agent.post('/admin-api/auth/login').set('X-XSRF-TOKEN', session.body.data.csrfToken).send(OPERATOR);
    staff = { agent, token: login.body.data.csrfToken };
    // The demo trial hours offered as the worker's refresh at its start offers them.
    await new RefreshTrialScheduleJob(em, app.get(TrialSlots), null as never).handle();
  });
  afterAll(async () => {
    await app?.close();
    await sandbox?.close();
  });

  const me = async (m: { agent: Agent }) => (await m.agent.get('/api/me')).body.data;
  const verificationPath = async (email: string) => {
    const [mail] = await sql<{ url: string }>(em.fork(), "select payload->'locals'->>'url' as url from outbox where payload->>'template' = 'verify-email' and payload->'to'->>0 = ? order by position desc limit 1", [email]);
    const url = new URL(mail.url);
    return `${url.pathname}${url.search}`;
  };

  /** Signs up by e-mail, from the trial's start (`from=trial&game_id=`) or not. */
  async function signUp(trial: boolean): Promise<Member> {
    const { agent, token } = await csrfAgent(app, nextIp());
    const email = `funnel-${randomUUID()}@example.jp`;
    const res = await agent.post('/api/register').set('X-XSRF-TOKEN', token).send({ email, password: PASSWORD, ...(trial ? { from: 'trial', game_id: VALORANT } : {}) });
    expect(res.status).toBe(201);
    const [user] = await sql<{ id: string }>(em.fork(), 'select id from users where email = ?', [email]);
    return { agent, token: xsrfOf(res) ?? token, userId: user.id, email };
  }

  /** A user of the sandbox's Discord stand-in. */
  async function discordUser() {
    const created = await fetch(`${sandbox.httpUrl}/discord/test-api/users`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: `funnel${randomUUID().replace(/-/g, '').slice(0, 16)}`, global_name: '体験', email: `funnel-d-${randomUUID()}@example.jp`, verified: true }),
    });
    return ((await created.json()) as { data: { id: string; email: string } }).data;
  }

  /** Through the sandbox's consent page: `/login/discord?from=…` to the callback; answers where the callback sends the browser. */
  async function throughDiscord(agent: Agent, from: 'login' | 'sns', discordId: string): Promise<string> {
    const start = await agent.get(`/login/discord?from=${from}`);
    const form = new URLSearchParams(new URL(start.headers.location).search);
    form.set('user', discordId);
    form.set('action', 'authorize');
    const consent = await fetch(`${sandbox.httpUrl}/discord/oauth2/authorize`, { method: 'POST', body: form, redirect: 'manual' });
    const back = new URL(consent.headers.get('location')!);
    const done = await agent.get(`${back.pathname}${back.search}`);
    expect(done.status).toBe(302);
    return String(done.headers.location);
  }

  /** A member signed up through Discord (no name yet), as the trial requires. */
  async function discordMember(): Promise<Member> {
    const discord = await discordUser();
    const { agent } = await csrfAgent(app, nextIp());
    await throughDiscord(agent, 'login', discord.id);
    const csrf = await agent.get('/sanctum/csrf-cookie');
    const token = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(String(csrf.headers['set-cookie']))![1]);
    const [user] = await sql<{ id: string }>(em.fork(), 'select id from users where lower(email) = ?', [discord.email]);
    return { agent, token, userId: user.id, email: discord.email };
  }

  /** The first hour of the coming weeks with a free seat, as the calendar offers it (`YYYY-MM-DD HH:mm`). */
  async function openSlot(m: Member, skip = 0): Promise<string> {
    const found: string[] = [];
    for (let week = 0; week < 4 && found.length <= skip; week++) {
      const start = tokyoDate(new Date(Date.now() + (1 + week * 7) * 86_400_000));
      const schedule = (await m.agent.get(`/api/trials/schedule?start=${start}&game_id=${VALORANT}`)).body as TrialSchedule;
      for (const [day, { schedules }] of Object.entries(schedule)) for (const [time, seats] of Object.entries(schedules)) if (seats > 0) found.push(`${day} ${time}`);
    }
    expect(found.length).toBeGreaterThan(skip);
    return found[skip];
  }

  const hold = (m: Member, start: string, names = { last_name: '体験', first_name: '花子' }) => m.agent.post('/api/trials').set('X-XSRF-TOKEN', m.token).send({ ...names, start, game_id: VALORANT });
  const book = async (m: Member, start: string, names?: { last_name: string; first_name: string }) => {
    const held = await hold(m, start, names);
    expect(held.status).toBe(201);
    await m.agent.post(`/api/trials/${held.body.id}/confirm`).set('X-XSRF-TOKEN', m.token).expect(200);
    await drainReactions(em, app.get(ReactorRegistry));
    return held.body.id as string;
  };

  it('keeps the chosen game with the account through the sign-up, a verification in another browser and the Discord connection; done with once booked', async () => {
    const member = await signUp(true);
    expect((await me(member)).trial_intent).toEqual({ game_id: VALORANT, game_name: 'VALORANT' });

    // The verification link opened in another browser: the login page says to sign in (that browser has no session).
    const other = await csrfAgent(app, nextIp());
    const opened = await other.agent.get(await verificationPath(member.email));
    expect(opened.headers.location).toBe('/login?verified=1');
    // Signing in there: the intent is the account's, not the first browser's (no trial cookie, no `from`).
    const login = await other.agent.post('/api/login').set('X-XSRF-TOKEN', other.token).send({ email: member.email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ is_verified: true, is_discord_login: false, trial_intent: { game_id: VALORANT, game_name: 'VALORANT' } });

    // The Discord connection leads back to the trial's start of that game, not to /discord.
    const discord = await discordUser();
    expect(await throughDiscord(member.agent, 'sns', discord.id)).toBe(`/trials/start?game_id=${VALORANT}&linked=discord`);
    expect(await me(member)).toMatchObject({ is_discord_login: true, trial_intent: { game_id: VALORANT } });

    // Held, the intent is still there (the hold may lapse); booked, it is done with.
    const start = await openSlot(member);
    const held = await hold(member, start);
    expect(held.status).toBe(201);
    expect((await me(member)).trial_intent).toEqual({ game_id: VALORANT, game_name: 'VALORANT' });
    await member.agent.post(`/api/trials/${held.body.id}/confirm`).set('X-XSRF-TOKEN', member.token).expect(200);
    await drainReactions(em, app.get(ReactorRegistry));
    expect(await me(member)).toMatchObject({ trial_count: 0, trial_intent: null });
    expect(await sql(em.fork(), 'select 1 from trial_intents where member_id = ?', [member.userId])).toHaveLength(0);
  });

  it('the verification link opened where the member is signed in leads on: back to the trial (no 「ログインして下さい」), else to /mypage', async () => {
    const trial = await signUp(true);
    expect((await trial.agent.get(await verificationPath(trial.email))).headers.location).toBe(`/trials/start?game_id=${VALORANT}&verified=1`);
    // Opened twice, the same.
    expect((await trial.agent.get(await verificationPath(trial.email))).headers.location).toBe(`/trials/start?game_id=${VALORANT}&verified=1`);

    const plain = await signUp(false);
    expect((await me(plain)).trial_intent).toBeNull();
    expect((await plain.agent.get(await verificationPath(plain.email))).headers.location).toBe('/mypage?verified=1');
    // Without a trial to go back to, connecting Discord still lands on /discord with its message.
    const discord = await discordUser();
    expect(await throughDiscord(plain.agent, 'sns', discord.id)).toMatch(/^\/discord\?msg=/);
  });

  it('the names typed on the trial form fill an empty profile, and never replace the name a member saved', async () => {
    const empty = await discordMember();
    expect(await me(empty)).toMatchObject({ last_name: null, first_name: null, name: null });
    await book(empty, await openSlot(empty), { last_name: ' 体験 ', first_name: '花子' });
    expect(await me(empty)).toMatchObject({ last_name: '体験', first_name: '花子', name: '体験 花子' });
    const [row] = await sql<{ last_name: string; first_name: string }>(em.fork(), 'select last_name, first_name from users where id = ?', [empty.userId]);
    expect(row).toEqual({ last_name: '体験', first_name: '花子' });

    const named = await discordMember();
    const saved = await named.agent.put('/api/profile').set('X-XSRF-TOKEN', named.token).send({ last_name: '山田', first_name: '太郎', email: named.email });
    expect(saved.status).toBeLessThan(300);
    const trialId = await book(named, await openSlot(named, 1), { last_name: '別名', first_name: '次郎' });
    expect(await me(named)).toMatchObject({ last_name: '山田', first_name: '太郎' });
    // The trial keeps what was typed for it; the back office reads both.
    const list = await staff.agent.get(`/admin-api/trials?filter=${encodeURIComponent(JSON.stringify({ status: 'booked' }))}`);
    expect((list.body as AdminTrial[]).find((t) => t.id === trialId)).toMatchObject({ member_name: '別名 次郎' });
    const profiles = await staff.agent.get(`/admin-api/members/${empty.userId}`);
    expect(profiles.status).toBe(200);
    expect(JSON.stringify(profiles.body)).toContain('体験');
  });

  it("the booked trial as an iCalendar file: the member's own from their session, the mail's signed link without one; nobody else's", async () => {
    const member = await discordMember();
    const trialId = await book(member, await openSlot(member, 2));
    const trial = (await member.agent.get(`/api/trials/current?id=${trialId}`)).body.data;

    const ics = await member.agent.get(`/api/trials/${trialId}/calendar.ics`);
    expect(ics.status).toBe(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    expect(ics.headers['content-disposition']).toMatch(/^attachment; filename=".+\.ics"$/);
    const text = ics.text;
    // RFC 5545: CRLF lines of at most 75 octets, one VEVENT with its uid, stamp, start and end in UTC.
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.filter((l) => l && Buffer.byteLength(l) > 75)).toEqual([]);
    const unfolded = text.replace(/\r\n[ \t]/g, '');
    const utc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(unfolded).toContain(`UID:trial-${trialId}@ggcoach`);
    expect(unfolded).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(unfolded).toContain(`DTSTART:${utc(trial.started_at)}`);
    expect(unfolded).toContain(`DTEND:${utc(trial.ended_at)}`);
    expect(unfolded).toContain('SUMMARY:無料体験レッスン（VALORANT）');
    expect(unfolded).toContain('STATUS:CONFIRMED');
    expect(unfolded.trimEnd().endsWith('END:VCALENDAR')).toBe(true);

    // Another member's trial, no session, or not a trial: not theirs to read.
    const other = await discordMember();
    expect((await other.agent.get(`/api/trials/${trialId}/calendar.ics`)).status).toBe(404);
    expect((await request(app.getHttpServer()).get(`/api/trials/${trialId}/calendar.ics`)).status).toBe(401);
    expect((await member.agent.get('/api/trials/not-a-trial/calendar.ics')).status).toBe(404);
    // A trial only held is no calendar entry yet.
    const heldOnly = await hold(other, await openSlot(other, 3));
    expect((await other.agent.get(`/api/trials/${heldOnly.body.id}/calendar.ics`)).status).toBe(404);

    // The booking mail carries the signed link and Google Calendar's; the signed link needs no session, only its signature.
    await new SendTrialMailJob(em, app.get(QueryBus), app.get(APP_CONFIG)).handle({ trialId, kind: 'booked' }, { jobId: `funnel-${randomUUID()}`, attempt: 1, maxAttempts: 1 });
    const [mail] = await sql<{ locals: { calendarUrl: string; googleCalendarUrl: string } }>(
      em.fork(),
      "select payload->'locals' as locals from outbox where payload->>'template' = 'trial-booked' and payload->>'toMember' = ? order by position desc limit 1",
      [member.userId],
    );
    const google = new URL(mail.locals.googleCalendarUrl);
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(google.searchParams.get('dates')).toBe(`${utc(trial.started_at)}/${utc(trial.ended_at)}`);
    expect(google.searchParams.get('text')).toBe('無料体験レッスン（VALORANT）');
    const signed = new URL(mail.locals.calendarUrl);
    expect(signed.pathname).toBe(`/api/trial-calendar/${trialId}.ics`);
    const anonymous = request(app.getHttpServer());
    const bySignature = await anonymous.get(`${signed.pathname}${signed.search}`);
    expect(bySignature.status).toBe(200);
    expect(bySignature.text).toContain(`UID:trial-${trialId}@ggcoach`);
    expect((await anonymous.get(`${signed.pathname}?sig=forged`)).status).toBe(404);
    expect((await anonymous.get(signed.pathname)).status).toBe(404);
    // Another trial's signature opens nothing else.
    expect((await anonymous.get(`/api/trial-calendar/${heldOnly.body.id}.ics${signed.search}`)).status).toBe(404);
  });
});
