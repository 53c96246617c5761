// Lesson commands on a running stack: support books a lesson and the school calls it off, over HTTP, as many a second
// as the api takes (each booking: the member's advisory lock, the allowance, the event append with the lessons
// projection and its exclusion constraints, the reactors' outbox rows; each cancel: the decider and the projection).
// The baseline, in the same run: the same number of raw PostgreSQL transactions inserting a row and then updating it.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { Member } from './member-client.mjs';

const round1 = (n) => Math.round(n * 10) / 10;

const SUPPORT = { email: 'support@ggcoach.example', password: 'support-demo-password' };

/** The back office as support (or the operator `as`) uses it: a cookie jar and the XSRF token of the session. */
export async function backOfficeSession(appUrl, as = SUPPORT) {
  const cookies = new Map();
  const call = async (method, path, body, token) => {
    const headers = { Accept: 'application/json', 'Content-Type': 'application/json', 'X-Forwarded-For': '10.250.0.1', Cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (token) headers['X-XSRF-TOKEN'] = token;
    const res = await fetch(`${appUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  const session = await call('GET', '/admin-api/auth/session');
  const login = await call('POST', '/admin-api/auth/login', { email: as.email, password: as.password }, session.body.data.csrfToken);
  if (login.status !== 200 && login.status !== 201) throw new Error(`${as.email} login: HTTP ${login.status}`);
  const token = login.body.data.csrfToken;
  return (method, path, body) => call(method, path, body, token);
}

/** Lessons the lesson members may cancel: a bench coach around the clock, each member two lessons from 5 days on. */
export async function giveLessons(appUrl, databaseUrl, members) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const coachId = randomUUID();
  try {
    await db.query("insert into coaches (id, code, name, game_id) values ($1, $2, 'ベンチ コーチ', 2)", [coachId, `mixed-${coachId.slice(0, 8)}`]);
    await db.query("insert into coach_weekly_hours (coach_id, weekday, starts, ends) select $1, d, '00:00', '23:59:59' from generate_series(0, 6) d", [coachId]);
    for (const m of members) {
      m.id = (await db.query('select id from users where email = $1', [m.email])).rows[0].id;
      await db.query(
        "insert into lesson_students (subscription_id, member_id, game_id, plan_id, lessons_per_month, starts_at, ends_at, coach_id) values ($1, $2, 2, 1, 100000, now() - interval '1 day', now() + interval '5 years', $3)",
        [randomUUID(), m.id, coachId],
      );
    }
  } finally {
    await db.end();
  }
  const support = await backOfficeSession(appUrl);
  const base = Math.ceil((Date.now() + 5 * 24 * 3600_000) / 3_600_000) * 3_600_000;
  let slot = 0;
  for (const m of members) {
    for (let n = 0; n < 2; n++) {
      const res = await support('POST', '/admin-api/lessons', { member_id: m.id, starts_at: new Date(base + slot++ * 30 * 60_000).toISOString(), minutes: 30 });
      if (res.status !== 201) throw new Error(`scheduling a lesson: HTTP ${res.status} ${JSON.stringify(res.body)}`);
      m.lessons.push(res.body.id);
    }
  }
}

/**
 * A bench coach teaching around the clock and `count` students with room for every booking (the figures are the
 * commands'). The students are members signed up through the api: a lesson's reactions notify its member, and a
 * student who is no user fails them (a foreign key) and has the worker retry them through every later figure.
 */
export async function lessonStudents(appUrl, databaseUrl, count) {
  const run = Date.now().toString(36);
  // Sign-up is limited per address: each call its own block of addresses.
  const block = Math.floor(Math.random() * 2_000);
  const members = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const n = block * 64 + i + 1;
      const member = new Member(appUrl, `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`);
      const email = `lessons-${run}-${i}@example.jp`;
      await member.json('GET', '/sanctum/csrf-cookie', undefined, [204]);
      await member.json('POST', '/api/register', { email, password: 'bench-password-123' }, [201]);
      return email;
    }),
  );
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const coachId = randomUUID();
    await db.query("insert into coaches (id, code, name, game_id) values ($1, $2, 'ベンチ コーチ', 2)", [coachId, `bench-${coachId.slice(0, 8)}`]);
    await db.query("insert into coach_weekly_hours (coach_id, weekday, starts, ends) select $1, d, '00:00', '23:59:59' from generate_series(0, 6) d", [coachId]);
    const students = [];
    for (const email of members) {
      const memberId = (await db.query('select id from users where email = $1', [email])).rows[0].id;
      await db.query(
        "insert into lesson_students (subscription_id, member_id, game_id, plan_id, lessons_per_month, starts_at, ends_at, coach_id) values ($1, $2, 2, 1, 100000, now() - interval '1 day', now() + interval '5 years', $3)",
        [randomUUID(), memberId, coachId],
      );
      students.push(memberId);
    }
    return { coachId, students };
  } finally {
    await db.end();
  }
}

/** Runs `count` tasks, `concurrency` at a time (task `i` on lane `lane`); answers the rate per second. */
async function rate(count, concurrency, task) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, lane) => {
      while (next < count) await task(next++, lane);
    }),
  );
  return round1((count / (performance.now() - started)) * 1000);
}

/**
 * @param {{ appUrl: string, databaseUrl: string, count?: number, concurrency?: number }} options
 */
export async function benchLessons({ appUrl, databaseUrl, count = 200, concurrency = 8 }) {
  const { students } = await lessonStudents(appUrl, databaseUrl, concurrency * 2);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const support = await backOfficeSession(appUrl);
  // One slot each, 30 minutes apart from tomorrow on: no two bookings meet, so every one is written.
  const base = Math.ceil((Date.now() + 24 * 3600 * 1000) / 3_600_000) * 3_600_000;
  const lessonIds = [];
  const scheduled = await rate(count, concurrency, async (i) => {
    const res = await support('POST', '/admin-api/lessons', { member_id: students[i % students.length], starts_at: new Date(base + i * 30 * 60_000).toISOString(), minutes: 30 });
    if (res.status !== 201) throw new Error(`schedule: HTTP ${res.status} ${JSON.stringify(res.body)}`);
    lessonIds[i] = res.body.id;
  });
  const cancelled = await rate(count, concurrency, async (i) => {
    const res = await support('POST', `/admin-api/lessons/${lessonIds[i]}/cancel`, { by: 'school', reason: 'ベンチマーク' });
    if (res.status !== 200) throw new Error(`cancel: HTTP ${res.status} ${JSON.stringify(res.body)}`);
  });

  // Baseline: the same rows with the bare driver, one transaction per booking and per cancel, as concurrent.
  await db.query('create table if not exists bench_lessons_raw (id uuid primary key, member_id uuid, starts_at timestamptz, status text)');
  const clients = await Promise.all(Array.from({ length: concurrency }, async () => {
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    return c;
  }));
  const rawIds = Array.from({ length: count }, () => randomUUID());
  const transact = async (c, sql, params) => {
    await c.query('begin');
    await c.query(sql, params);
    await c.query('commit');
  };
  const rawInsert = await rate(count, concurrency, (i, lane) => transact(clients[lane], "insert into bench_lessons_raw values ($1, $2, $3, 'scheduled')", [rawIds[i], students[i % students.length], new Date(base + i * 30 * 60_000)]));
  const rawUpdate = await rate(count, concurrency, (i, lane) => transact(clients[lane], "update bench_lessons_raw set status = 'cancelled' where id = $1", [rawIds[i]]));
  await db.query('drop table bench_lessons_raw');
  await Promise.all([...clients, db].map((c) => c.end()));
  return {
    count,
    concurrency,
    schedule: { per_second: scheduled, raw_insert_baseline_per_second: rawInsert, ratio: +(scheduled / rawInsert).toFixed(3) },
    cancel: { per_second: cancelled, raw_update_baseline_per_second: rawUpdate, ratio: +(cancelled / rawUpdate).toFixed(3) },
  };
}
