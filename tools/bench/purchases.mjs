// Purchases end to end on a running stack (api + worker + sandbox card provider): how many card purchases a
// second go from the member's request to a recorded capture, and how long a member waits from pressing
// "buy" to the result page hearing of it (the page's own server-sent events). The baseline, in the same
// run: the card provider alone (EntryTran + ExecTran with the same concurrency), so the ratio says what
// our pipeline (idempotent command, event store, outbox, queue, worker, projection, SSE) costs on top.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../lib/setup.mjs';
import { Member } from './member-client.mjs';

const require = createRequire(import.meta.url);
// The browser's way to a card token (the provider's script run in a page-like context), as the api's tests use it;
// loaded when the bench runs, after the build (a fresh clone has no dist when this module is imported).
const built = () => ({ ...require(join(ROOT, 'apps/sandbox/dist/testing/index.js')), ...require(join(ROOT, 'apps/api/dist/testing/billing-members.js')) });

const CARD = { cardno: '4111111111111111', expire: '3012' };

/** The member client, with what the purchase benchmark adds: the payment's event stream. */
export class PurchasingMember extends Member {
  /** Resolves when the payment's event stream reports it settled; rejects on failure or after `timeoutMs`. */
  async settled(paymentId, timeoutMs = 30_000) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const res = await fetch(`${this.baseUrl}/api/payments/${paymentId}/events`, {
        headers: { Accept: 'text/event-stream', 'X-Forwarded-For': this.address, Cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
        signal: controller.signal,
      });
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = message.split('\n').find((line) => line.startsWith('data: '));
          if (!data) continue;
          const { status } = JSON.parse(data.slice(6));
          if (status === 'captured' || status === 'authorised') return;
          if (status === 'failed' || status === 'void') throw new Error(`payment ${paymentId} ${status}`);
        }
      }
      throw new Error(`payment ${paymentId}: the event stream ended unsettled`);
    } finally {
      clearTimeout(timer);
      controller.abort();
    }
  }
}

/** The path of the verification link mailed to `email` (the sandbox inbox, polled until the worker has sent it). */
export async function verificationPath(sandboxUrl, email, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${sandboxUrl}/mail/api/messages?to=${encodeURIComponent(email)}`);
    const mail = res.ok ? (await res.json()).data.find((m) => m.text.includes('/api/email/verify')) : undefined;
    const url = mail?.text.match(/https?:\/\/\S*\/api\/email\/verify[^\s"'<>)\]]*/)?.[0];
    if (url) {
      const { pathname, search } = new URL(url.replace(/&amp;/g, '&'));
      return `${pathname}${search}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no verification mail for ${email}`);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round1 = (n) => Math.round(n * 10) / 10;

/** Runs `count` tasks, `concurrency` at a time; answers each task's duration (ms) and the wall time. */
async function measure(count, concurrency, task) {
  const durations = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        durations.push(await task(i));
      }
    }),
  );
  const wallMs = performance.now() - started;
  const sorted = durations.sort((a, b) => a - b);
  return { per_second: round1((count / wallMs) * 1000), p50_ms: round1(percentile(sorted, 50)), p95_ms: round1(percentile(sorted, 95)), max_ms: round1(sorted.at(-1)) };
}

/** One call to the provider's API (form-encoded, as the api and the worker send it); throws on a refusal. */
async function providerCall(apiUrl, name, fields) {
  const res = await fetch(`${apiUrl}/${name}.idPass`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });
  const answer = new URLSearchParams(await res.text());
  if (answer.get('ErrCode')) throw new Error(`${name}: ${answer.get('ErrInfo')}`);
  return answer;
}

const providerOrderId = () => `bench-${randomUUID().replace(/-/g, '').slice(0, 20)}`;

/** The provider alone, charging only: one immediate sale for a token the browser got (EntryTran, ExecTran). */
async function providerSale(apiUrl, { shop }, token) {
  const orderId = providerOrderId();
  const entry = await providerCall(apiUrl, 'EntryTran', { ShopID: shop.id, ShopPass: shop.pass, OrderID: orderId, JobCd: 'CAPTURE', Amount: '24200', Tax: '2200' });
  await providerCall(apiUrl, 'ExecTran', { AccessID: entry.get('AccessID'), AccessPass: entry.get('AccessPass'), OrderID: orderId, Method: '1', Token: token });
}

/**
 * The provider alone, doing what one of our card purchases asks of it, call for call (a first purchase with a new
 * card): the api registers the member (SaveMember), counts their cards (SearchCard) and keeps the new one (SaveCard);
 * the worker then charges the saved card (EntryTran, ExecTran).
 */
async function providerPurchase(apiUrl, { shop, site }, token) {
  const memberId = `bench-${randomUUID().replace(/-/g, '').slice(0, 20)}`;
  const member = { SiteID: site.id, SitePass: site.pass, MemberID: memberId };
  await providerCall(apiUrl, 'SaveMember', member);
  await providerCall(apiUrl, 'SearchCard', { ...member, SeqMode: '0' }).catch(() => undefined); // a new member has none: refused
  const saved = await providerCall(apiUrl, 'SaveCard', { ...member, SeqMode: '0', DefaultFlag: '0', Token: token });
  const orderId = providerOrderId();
  const entry = await providerCall(apiUrl, 'EntryTran', { ShopID: shop.id, ShopPass: shop.pass, OrderID: orderId, JobCd: 'CAPTURE', Amount: '24200', Tax: '2200' });
  await providerCall(apiUrl, 'ExecTran', { AccessID: entry.get('AccessID'), AccessPass: entry.get('AccessPass'), OrderID: orderId, Method: '1', ...member, SeqMode: '0', CardSeq: saved.get('CardSeq') });
}

/**
 * A member ready to press "buy": signed up and verified (the link from the sandbox inbox, as the member opens
 * it), student information given, and a card token from the provider's script (`member.token`).
 */
export async function prepareBuyer({ appUrl, sandboxUrl, shopId, address, email }) {
  const { cardToken, ADULT_STUDENT } = built();
  const member = new PurchasingMember(appUrl, address);
  await member.json('GET', '/sanctum/csrf-cookie', undefined, [204]);
  await member.json('POST', '/api/register', { email, password: 'bench-password-123' }, [201]);
  await member.request('GET', await verificationPath(sandboxUrl, email));
  await member.json('POST', '/api/personal_informations/', ADULT_STUDENT, [200]);
  member.token = await cardToken(`${sandboxUrl}/payments/ext/js/token.js`, shopId, CARD);
  return member;
}

/** The demo catalogue's Lite plan (one month, lump sum: one charge), which the purchase figures buy. */
export async function litePlan(appUrl) {
  const games = (await (await fetch(`${appUrl}/api/games`)).json()).data;
  const plan = games.flatMap((game) => game.plans).find((p) => p.name === 'Lite' && p.price1 > 0);
  if (!plan) throw new Error('the demo catalogue has no Lite plan');
  return plan;
}

/**
 * The ratio is against the provider doing the same provider work as our purchases (five calls); the figure against a
 * bare sale (two calls), the baseline of earlier runs, is reported beside it.
 * @param {{ appUrl: string, sandboxUrl: string, shop: { id: string, pass: string }, site: { id: string, pass: string }, count?: number, concurrency?: number, providerCount?: number }} options
 */
export async function benchPurchases({ appUrl, sandboxUrl, shop, site, count = 100, concurrency = 8, providerCount = 300 }) {
  const { cardToken } = built();
  const scriptUrl = `${sandboxUrl}/payments/ext/js/token.js`;
  const plan = await litePlan(appUrl);

  // Members and tokens first: sign-up and tokenising happen before the member presses "buy".
  const run = Date.now().toString(36);
  const prepare = (i) => prepareBuyer({ appUrl, sandboxUrl, shopId: shop.id, address: `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`, email: `bench-${run}-${i}@example.jp` });
  const warmup = 4;
  const members = [];
  for (let i = 0; i < count + warmup; i += concurrency) {
    members.push(...(await Promise.all(Array.from({ length: Math.min(concurrency, count + warmup - i) }, (_, k) => prepare(i + k)))));
  }

  const purchase = async (member) => {
    const started = performance.now();
    const answer = await member.json('POST', `/api/plans/${plan.id}/purchase`, { method: 'bulk', period: 1, token: member.token, idempotency_key: randomUUID() }, [202]);
    await member.settled(answer.data.id);
    return performance.now() - started;
  };
  for (const member of members.slice(0, warmup)) await purchase(member);
  const ours = await measure(count, concurrency, (i) => purchase(members[warmup + i]));

  // The provider alone answers in a few milliseconds: more of its calls than of our purchases, for a steady figure.
  const tokens = async () => {
    const made = [];
    for (let i = 0; i < providerCount; i += concurrency) made.push(...(await Promise.all(Array.from({ length: Math.min(concurrency, providerCount - i) }, () => cardToken(scriptUrl, shop.id, CARD)))));
    return made;
  };
  const providerAlone = async (work) => {
    const made = await tokens();
    return measure(providerCount, concurrency, async (i) => {
      const started = performance.now();
      await work(`${sandboxUrl}/payments/payment`, { shop, site }, made[i]);
      return performance.now() - started;
    });
  };
  const provider = await providerAlone(providerPurchase);
  const saleOnly = await providerAlone(providerSale);

  return {
    what: 'card purchase (Lite, 1 month, lump sum): POST purchase → capture recorded → the result page hears it (SSE)',
    purchases: count,
    concurrency,
    end_to_end: ours,
    provider_only_baseline: { what: 'the provider alone, the five calls a purchase makes: SaveMember, SearchCard, SaveCard, EntryTran, ExecTran', ...provider },
    ratio: Math.round((ours.per_second / provider.per_second) * 1000) / 1000,
    provider_sale_only: { what: 'the provider alone, a bare sale (EntryTran, ExecTran with a token): the baseline before stop 27', ...saleOnly },
    ratio_to_sale_only: Math.round((ours.per_second / saleOnly.per_second) * 1000) / 1000,
  };
}
