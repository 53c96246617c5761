// What the refund journeys (refunds.e2e, refund-approvals.e2e) set up alike: a support operator of their own, a member
// who paid for Standard by card, that order moved past its cooling-off, and the card provider's trade of an order.
import { hash } from '@node-rs/argon2';
import { Client } from 'pg';
import type { Browser } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { e2eUrls } from '../../../../tools/e2e/browser';
import { button } from './pages';
import { fillCard, newMemberAtConfirmation, TEST_CARDS, type Member } from './payments';

export interface Operator {
  email: string;
  name: string;
  password: string;
}

async function withDatabase<T>(work: (db: Client) => Promise<T>): Promise<T> {
  const db = new Client({ connectionString: e2eUrls.database });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/** A support operator of the journey's own, written as the back office's account tool writes it (the seed's is shared). */
export async function createSupportOperator(operator: Operator): Promise<void> {
  const passwordHash = await hash(operator.password);
  await withDatabase((db) =>
    db.query("insert into operators (id, email, name, password_hash, role) values ($1, $2, $3, $4, 'support') on conflict do nothing", [randomUUID(), operator.email, operator.name, passwordHash]),
  );
}

/** A new member who bought VALORANT Standard for one month by card; answers once the worker charged it and the plan started. */
export async function paidStandardMember(browser: Browser, label: string): Promise<Member> {
  const { member, page } = await newMemberAtConfirmation(browser, label, { game: 'VALORANT', plan: 'Standard', months: 1, method: 'カード一括払い' });
  await fillCard(page, TEST_CARDS.approve);
  await button(page, '購入する').click();
  await page.waitForURL((url) => url.pathname.startsWith('/mypage') || url.pathname.startsWith('/payments/history/'), { timeout: 60_000 });
  await page.context().close();
  await waitForPlanStarted(member.email);
  return member;
}

/** The worker charged the order and the plan started (the refund reads the subscription's start). */
async function waitForPlanStarted(email: string): Promise<void> {
  await withDatabase(async (db) => {
    for (let tries = 0; tries < 120; tries++) {
      const { rowCount } = await db.query("select 1 from events where type = 'SubscriptionStarted' and data->>'memberId' = (select id::text from users where lower(email) = lower($1))", [email]);
      if (rowCount) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`the plan of ${email} never started`);
  });
}

/**
 * Moves the member's plan order 10 days into the past as the refund reads it (its subscription's start, announced by
 * the plan-started mail, with its period): past its 8 days of cooling-off, the service started.
 */
export async function pastCoolingOff(email: string): Promise<void> {
  const { rowCount } = await withDatabase((db) =>
    db.query(
      `update events set data = data
         || jsonb_build_object('startsAt', to_char(((data->>'startsAt')::timestamptz - interval '10 days') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
         || jsonb_build_object('endsAt', to_char(((data->>'endsAt')::timestamptz - interval '10 days') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
        where type = 'SubscriptionStarted' and data->>'memberId' = (select id::text from users where lower(email) = lower($1))`,
      [email],
    ),
  );
  if (rowCount !== 1) throw new Error(`expected one started subscription for ${email}, found ${rowCount}`);
}

/** The card provider's trade id of an order's first charge, as the sandbox's console and test API list it. */
export const tradeOf = (paymentId: string) => `gg${paymentId.replace(/-/g, '').slice(0, 20)}-1`;
