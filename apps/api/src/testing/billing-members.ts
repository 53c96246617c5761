import type { NestExpressApplication } from '@nestjs/platform-express';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '@coaching/server-core';
import type request from 'supertest';
import { csrfAgent } from './test-api';

/** The XSRF token a response set, if any (it changes at sign-in). */
export const xsrfFrom = (res: request.Response): string | undefined => {
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('XSRF-TOKEN='));
  return cookie ? decodeURIComponent(cookie.split(';')[0].split('=')[1]) : undefined;
};

/** Student information of an adult paying for themselves: complete, so a plan can be bought. */
export { ADULT_STUDENT } from '@coaching/contracts/testing';

let counter = 0;

/**
 * Opens the verification link the member was mailed (read from the outbox), as the member would: member
 * endpoints other than me, profile and resending the link refuse an unverified member.
 */
export async function verifyByMail(app: NestExpressApplication, agent: Awaited<ReturnType<typeof csrfAgent>>['agent'], email: string): Promise<void> {
  const [mail] = await sql<{ url: string }>(
    app.get(EntityManager).fork(),
    "select payload->'locals'->>'url' as url from outbox where payload->>'template' = 'verify-email' and payload->'to'->>0 = ? order by position desc limit 1",
    [email],
  );
  if (!mail) throw new Error(`no verification mail for ${email}`);
  const url = new URL(mail.url);
  const res = await agent.get(`${url.pathname}${url.search}`);
  if (res.status !== 302 || !String(res.headers.location).includes('verified=1')) throw new Error(`verification failed: ${res.status} ${res.headers.location}`);
}

/**
 * A new member, signed up through the real api, verified by their mailed link and signed in: their agent
 * (cookie jar, own client address), the CSRF token to echo, and their user id. Each test makes its own, as
 * other files share the database. `{ verified: false }` leaves the address unproven.
 */
export function signedUpMember(app: NestExpressApplication, ipPrefix: string, { verified = true } = {}) {
  return signedUp(app, ipPrefix, 'member', verified);
}

/** A guardian's account (保護者アカウント, issue 31) the same way, signed up through `/api/guardians/register`. */
export function signedUpGuardian(app: NestExpressApplication, ipPrefix: string, { verified = true } = {}) {
  return signedUp(app, ipPrefix, 'guardian', verified);
}

async function signedUp(app: NestExpressApplication, ipPrefix: string, kind: 'member' | 'guardian', verified: boolean) {
  // This call's own number, taken before any await: sign-ups made at once (Promise.all) each keep theirs.
  const n = (counter += 1);
  const email = `${kind === 'member' ? 'billing' : 'guardian-account'}-${process.pid}-${Date.now()}-${n}@example.jp`;
  const { agent, token: anonymousToken } = await csrfAgent(app, `${ipPrefix}.${Math.floor(n / 250)}.${n % 250}`);
  const path = kind === 'member' ? '/api/register' : '/api/guardians/register';
  const res = await agent.post(path).set('X-XSRF-TOKEN', anonymousToken).send({ email, password: 'billing-member-password' });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  const [user] = await sql<{ id: string }>(app.get(EntityManager).fork(), 'select id from users where lower(email) = ?', [email]);
  if (verified) await verifyByMail(app, agent, email);
  return { agent, token: xsrfFrom(res) ?? anonymousToken, userId: user.id, email };
}

export type BillingMember = Awaited<ReturnType<typeof signedUpMember>>;
