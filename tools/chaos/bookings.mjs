// Bookings and cancellations for the fault suite: members who cancel a lesson, members who book a free trial, each
// sent as a careful client sends it (again after a 503 or a dropped connection), and what each must leave behind
// exactly once: its event in the store and its mail in the sandbox inbox.
import { setTimeout as sleep } from 'node:timers/promises';
import { giveLessons } from '../bench/lessons.mjs';
import { inBatches } from '../bench/mixed-load.mjs';
import { prepareBuyer } from '../bench/purchases.mjs';
import { discordMember, openSlots } from '../bench/trials.mjs';

const CANCELLED_SUBJECT = 'レッスンをキャンセルしました';
const BOOKED_SUBJECT = '無料体験レッスンのご予約を承りました';
const TRIAL_GAME = 2;

/**
 * Sends `send()` until it answers one of `accepted`; a 503 or no answer is tried again. After such a retry an
 * answer in `doneAfterRetry` also ends it (the first try may have taken effect before its answer was lost).
 */
export async function untilAccepted(what, send, statuses, { accepted, doneAfterRetry = [] }) {
  let retried = false;
  for (const deadline = Date.now() + 180_000; ; ) {
    if (Date.now() > deadline) throw new Error(`${what} was not accepted within 180 s`);
    const res = await send().catch(() => null);
    const status = res?.status ?? 'no answer';
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (res && accepted.includes(res.status)) return res;
    if (res && retried && doneAfterRetry.includes(res.status)) return res;
    if (res && res.status !== 503) throw new Error(`${what} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    retried = true;
    await sleep(500);
  }
}

/**
 * `count` members with a lesson ahead (a coach of the suite's own around the clock, lessons from 5 days on, so
 * within the cancel deadline), signed in. Addresses 198.20.x.y, apart from the buyers' and the visitors'.
 */
export async function lessonMembers(ctx, count, from) {
  const members = await inBatches(count, 10, async (i) => {
    const n = from + i;
    const email = `chaos-lesson-${n}-${Date.now().toString(36)}@example.jp`;
    const m = await prepareBuyer({ appUrl: ctx.appUrl, sandboxUrl: ctx.sandboxUrl, shopId: ctx.shopId, address: `198.20.${Math.floor(n / 250) % 256}.${(n % 250) + 1}`, email });
    return Object.assign(m, { email, lessons: [] });
  });
  await giveLessons(ctx.appUrl, ctx.databaseUrl, members);
  return members;
}

/** `count` members signed up through the sandbox's Discord, each given a free seat of its own from the schedule. */
export async function trialMembers(ctx, count, from) {
  const members = await inBatches(count, 10, (i) => discordMember(ctx.appUrl, ctx.sandboxUrl, 40_000 + from + i));
  const seats = await openSlots(members[0], TRIAL_GAME);
  if (seats.length < count) throw new Error(`${count} trial bookings wanted, the schedule has ${seats.length} open seats`);
  // Spread over the horizon, one seat each: no two members race for the last seat of a slot.
  return members.map((m, i) => Object.assign(m, { start: seats[Math.floor((i * seats.length) / count)] }));
}

/** The member cancels their next lesson (on time: a make-up credit). Answers the lesson's id. */
export async function cancelLesson(member, statuses) {
  const lessonId = member.lessons[0];
  await untilAccepted('a lesson cancel', () => member.request('POST', `/api/lessons/${lessonId}/cancel`, { reason: '障害試験の都合' }), statuses, { accepted: [200], doneAfterRetry: [409, 422] });
  return { lessonId, email: member.email };
}

/** The member holds their seat, then confirms it (the two steps of the trial page). Answers the trial's id. */
export async function bookTrial(member, statuses) {
  const held = await untilAccepted('a trial hold', () => member.request('POST', '/api/trials', { last_name: '障害', first_name: '花子', start: member.start, game_id: TRIAL_GAME }), statuses, { accepted: [201] });
  const trialId = (await held.json()).id;
  await untilAccepted('a trial confirmation', () => member.request('POST', `/api/trials/${trialId}/confirm`, {}), statuses, { accepted: [200], doneAfterRetry: [409, 422] });
  return { trialId, email: member.email };
}

/**
 * Each cancelled lesson has exactly one cancellation event and brought exactly one cancellation mail; each trial
 * exactly one `TrialBooked` and one booking mail, and holds exactly one booked seat. Polls until the mails are in,
 * then waits a moment more for a duplicate.
 */
export async function bookingEffects(ctx, { cancelled, booked }, seconds) {
  const mailCounts = async () => {
    const mails = (await (await fetch(`${ctx.sandboxUrl}/mail/api/messages`)).json()).data;
    const count = (subject) => {
      const byAddress = new Map();
      for (const mail of mails) if (mail.subject.includes(subject)) for (const to of mail.to) byAddress.set(to, (byAddress.get(to) ?? 0) + 1);
      return byAddress;
    };
    return { cancelled: count(CANCELLED_SUBJECT), booked: count(BOOKED_SUBJECT) };
  };
  const missing = (counts) => cancelled.filter((c) => !counts.cancelled.get(c.email)).length + booked.filter((b) => !counts.booked.get(b.email)).length;
  await ctx.until(`${cancelled.length + booked.length} booking mails`, seconds, async () => missing(await mailCounts()) === 0, 1000).catch(() => undefined);
  await sleep(3000);
  const counts = await mailCounts();
  const lessonEvents = await ctx.query(
    "select stream_id, count(*)::int as n from events where stream_id = any($1) and type in ('LessonCancelledByMember', 'LessonCancelledLate') group by stream_id",
    [cancelled.map((c) => `lesson-${c.lessonId}`)],
  );
  const trialEvents = await ctx.query("select stream_id, count(*)::int as n from events where stream_id = any($1) and type = 'TrialBooked' group by stream_id", [booked.map((b) => `trial-${b.trialId}`)]);
  const seats = await ctx.query("select count(*)::int as n from trial_seats where trial_id = any($1::uuid[]) and state = 'booked'", [booked.map((b) => b.trialId)]);
  const once = (rows, expected) => rows.length === expected && rows.every((r) => r.n === 1);
  const figures = {
    lesson_cancels: cancelled.length,
    cancel_events_once: once(lessonEvents, cancelled.length),
    cancel_mails: { missing: cancelled.filter((c) => !counts.cancelled.get(c.email)).length, sent_twice: cancelled.filter((c) => counts.cancelled.get(c.email) > 1).length },
    trial_bookings: booked.length,
    booked_events_once: once(trialEvents, booked.length),
    booked_seats: seats[0].n,
    booking_mails: { missing: booked.filter((b) => !counts.booked.get(b.email)).length, sent_twice: booked.filter((b) => counts.booked.get(b.email) > 1).length },
  };
  const ok =
    figures.cancel_events_once &&
    figures.booked_events_once &&
    figures.booked_seats === booked.length &&
    figures.cancel_mails.missing + figures.cancel_mails.sent_twice + figures.booking_mails.missing + figures.booking_mails.sent_twice === 0;
  return { ...figures, ok };
}
