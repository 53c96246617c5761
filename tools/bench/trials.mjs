// Free-trial bookings on a running stack (api + worker + sandbox's Discord stand-in): how many trials a second
// are held and confirmed across many slots, and how long a member waits from choosing a slot (hold) to the
// booking (confirm). The baseline, in the same run and with the same concurrency: raw single-row
// transactional inserts with the bare pg driver, so the ratio says what the hold (eligibility, seat claim
// under a unique constraint, event append, outbox) and the confirmation cost on top of a plain write.
import pg from 'pg';
import { Member } from './member-client.mjs';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** A member signed up through the sandbox's Discord (the trial needs a Discord login), ready to book. */
export async function discordMember(appUrl, sandboxUrl, n) {
  const username = `bench${Date.now().toString(36)}${n}`.slice(0, 30);
  const created = await fetch(`${sandboxUrl}/discord/test-api/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, global_name: 'ベンチ', email: `${username}@example.jp`, verified: true }),
  });
  const { data: user } = await created.json();
  const member = new Member(appUrl, `198.18.${Math.floor(n / 250)}.${1 + (n % 250)}`);
  const start = await member.request('GET', '/login/discord?from=login', undefined, { redirect: 'manual' });
  const form = new URLSearchParams(new URL(start.headers.get('location')).search);
  form.set('user', user.id);
  form.set('action', 'authorize');
  const consent = await fetch(`${sandboxUrl}/discord/oauth2/authorize`, { method: 'POST', body: form, redirect: 'manual' });
  const back = new URL(consent.headers.get('location'));
  await member.request('GET', `${back.pathname}${back.search}`, undefined, { redirect: 'manual' });
  await member.request('GET', '/sanctum/csrf-cookie');
  member.email = `${username}@example.jp`; // the address Discord gave us, where the member's mail goes
  return member;
}

/** The open slots of a game over the horizon, from the schedule (the worker's read model). */
export async function openSlots(member, gameId) {
  const slots = [];
  const today = new Date(Date.now() + 9 * 3600_000);
  for (let week = 0; week < 4; week++) {
    const start = new Date(today.getTime() + week * 7 * 86_400_000).toISOString().slice(0, 10);
    const schedule = await member.json('GET', `/api/trials/schedule?start=${start}&game_id=${gameId}`, undefined, [200]);
    for (const [day, { schedules }] of Object.entries(schedule)) {
      for (const [time, seats] of Object.entries(schedules)) for (let s = 0; s < seats; s++) slots.push(`${day} ${time}`);
    }
  }
  return slots;
}

export async function benchTrials({ appUrl, sandboxUrl, databaseUrl, members: count = 60, concurrency = 10 }) {
  const members = [];
  for (let i = 0; i < count; i += concurrency) members.push(...(await Promise.all(Array.from({ length: Math.min(concurrency, count - i) }, (_, k) => discordMember(appUrl, sandboxUrl, i + k)))));
  // Each member books one seat of its own (a member holds one upcoming trial), spread over both games' slots.
  const slots = [...(await openSlots(members[0], 1)).map((start) => ({ start, game_id: 1 })), ...(await openSlots(members[0], 2)).map((start) => ({ start, game_id: 2 }))];
  const work = members.slice(0, slots.length).map((member, i) => ({ member, slot: slots[i] }));
  const latencies = [];
  let failed = 0;
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < work.length) {
        const { member, slot } = work[next++];
        const t0 = performance.now();
        try {
          const held = await member.json('POST', '/api/trials', { last_name: 'ベンチ', first_name: '太郎', ...slot }, [201]);
          await member.json('POST', `/api/trials/${held.id}/confirm`, {}, [200]);
          latencies.push(performance.now() - t0);
        } catch {
          failed += 1;
        }
      }
    }),
  );
  const elapsed = performance.now() - started;

  // Baseline: as many single-row transactional inserts, with the same concurrency, on the bare driver.
  const clients = await Promise.all(Array.from({ length: concurrency }, async () => {
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    return c;
  }));
  await clients[0].query('create table if not exists bench_trial_raw (id bigserial primary key, slot text, data jsonb)');
  const rawStarted = performance.now();
  let rawNext = 0;
  await Promise.all(
    clients.map(async (c) => {
      while (rawNext < work.length) {
        const i = rawNext++;
        await c.query('begin');
        await c.query('insert into bench_trial_raw (slot, data) values ($1, $2)', [work[i].slot.start, { member: i }]);
        await c.query('commit');
      }
    }),
  );
  const rawElapsed = performance.now() - rawStarted;
  await clients[0].query('drop table bench_trial_raw');
  await Promise.all(clients.map((c) => c.end()));

  const sorted = latencies.sort((a, b) => a - b);
  const bookingsPerSecond = +((latencies.length / elapsed) * 1000).toFixed(1);
  const rawPerSecond = +((work.length / rawElapsed) * 1000).toFixed(1);
  return {
    bookings: latencies.length,
    failed,
    slots_used: new Set(work.map((w) => `${w.slot.game_id} ${w.slot.start}`)).size,
    concurrency,
    bookings_per_second: bookingsPerSecond,
    hold_to_confirm_ms: { p50: Math.round(percentile(sorted, 50) ?? 0), p95: Math.round(percentile(sorted, 95) ?? 0) },
    raw_insert_baseline_per_second: rawPerSecond,
    ratio: +(bookingsPerSecond / rawPerSecond).toFixed(4),
  };
}
