// Steps shared by the payment journeys (payments-*.e2e.ts): a fresh verified member, the student
// information form, and the card form.
import { CardMessages } from '@coaching/contracts';
import { Client } from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { e2eUrls, newPage, testClientAddress } from '../../../../tools/e2e/browser';
import { button, clickUntil, heading, textbox, waitForValue } from './pages';
import { findUrl, waitForMail } from './sandbox-mail';

export interface Member {
  email: string;
  password: string;
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Sandbox test cards (apps/sandbox card provider): approved; declined by the card company at charge time; approved with no answer (the charge times out). */
export const TEST_CARDS = { approve: '4111111111111111', decline: '4000000000000002', hang: '4000000000000300' } as const;

/** The api's CSRF contract (PROTOCOLS.md): the XSRF-TOKEN cookie, sent back as the X-XSRF-TOKEN header. */
async function xsrfHeader(context: BrowserContext): Promise<Record<string, string>> {
  await context.request.get(`${e2eUrls.app}/sanctum/csrf-cookie`);
  const cookie = (await context.cookies(e2eUrls.app)).find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('no XSRF-TOKEN cookie from /sanctum/csrf-cookie');
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie.value) };
}

/**
 * Signs up and verifies a new member through the api and the sandbox inbox (the forms themselves are
 * auth.e2e.ts's journey; here a member is only a precondition). Sign-up is limited per client address, so
 * each registration comes from an address of its own (`testClientAddress`).
 */
export async function registerMember(browser: Browser, label: string): Promise<Member> {
  const member = { email: `e2e-${label}-${unique()}@example.jp`, password: 'payments-pass-123' };
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': testClientAddress() } });
  try {
    const registered = await context.request.post(`${e2eUrls.app}/api/register`, { data: member, headers: await xsrfHeader(context) });
    if (registered.status() !== 201) throw new Error(`sign-up of ${member.email} answered ${registered.status()}: ${await registered.text()}`);
    const prefix = `${e2eUrls.app}/api/email/verify`;
    const verifyUrl = findUrl(await waitForMail(member.email, (m) => m.text.includes(prefix)), prefix);
    if (!verifyUrl) throw new Error(`no verification link for ${member.email}`);
    const verified = await context.request.get(verifyUrl, { maxRedirects: 0 });
    if (!/[?&]verified=1/.test(verified.headers().location ?? '')) throw new Error(`verifying ${member.email} answered ${verified.status()} to ${verified.headers().location}`);
  } finally {
    await context.close();
  }
  return member;
}

/**
 * The member signed in on a new page of the given width, at /mypage (or `path`). Signs in through the api,
 * then opens the page: one page load instead of two (the /login form is auth.e2e.ts's journey).
 */
export async function signedIn(browser: Browser, member: Member, width = 1280, path = '/mypage'): Promise<Page> {
  const { page, context } = await newPage(browser, width);
  const res = await context.request.post(`${e2eUrls.app}/api/login`, { data: { email: member.email, password: member.password }, headers: await xsrfHeader(context) });
  if (res.status() !== 200) throw new Error(`sign-in of ${member.email} answered ${res.status()}: ${await res.text()}`);
  await page.goto(`${e2eUrls.app}${path}`);
  if (path === '/mypage') await heading(page, /こんにちは$/).waitFor();
  return page;
}

/** On /payments: opens a game's card and picks one of its plans by name. */
export async function choosePlan(page: Page, gameName: string, planName: string): Promise<void> {
  const game = page.getByRole('button', { name: new RegExp(`^${gameName}`) });
  // Opened, not toggled: a catalogue of one game starts open.
  if ((await game.getAttribute('aria-expanded')) !== 'true') await game.click();
  const plans = page.getByRole('list', { name: `${gameName}のプラン` });
  const plan = plans.getByRole('listitem').filter({ has: page.getByRole('heading', { name: planName, exact: true }) });
  const chooser = page.getByRole('dialog', { name: /^(受講期間を選択|お支払い方法を選択)$/ });
  // The choice opens the period or the method dialog. Three journeys on a loaded machine (two in CI, one here) saw the
  // click return and no dialog open in 30 s, never reproduced alone or under an artificial load.
  await clickUntil(plan.getByRole('button', { name: 'このプランを選ぶ' }), (timeout) => chooser.waitFor({ timeout }), `${gameName} ${planName}: このプランを選ぶ opened no dialog`);
}

/** In the period picker and the method modal: the period (months) then the method's label. */
export async function choosePeriodAndMethod(page: Page, months: number | null, methodLabel: string): Promise<void> {
  if (months !== null) {
    const periods = page.getByRole('dialog', { name: '受講期間を選択' });
    await periods.getByRole('button', { name: new RegExp(`^${months}か月`) }).click();
  }
  const methods = page.getByRole('dialog', { name: 'お支払い方法を選択' });
  await methods.getByRole('button', { name: new RegExp(`^${methodLabel}`) }).click();
}

/** Fills /payments/information for an adult student paying for themselves, and goes on. */
export async function fillStudentInformation(page: Page): Promise<void> {
  await heading(page, '受講者情報の入力').waitFor();
  await textbox(page, '姓').fill('山田');
  await textbox(page, '名').fill('太郎');
  await textbox(page, 'セイ（全角カタカナ）').fill('ヤマダ');
  await textbox(page, 'メイ（全角カタカナ）').fill('タロウ');
  await textbox(page, '電話番号').fill('090-1234-5678');
  await page.getByLabel('生年月日', { exact: false }).first().fill('1995-04-01');
  await page.getByRole('radio', { name: '男性' }).first().check();
  await textbox(page, '郵便番号').fill('100-0005');
  // The postal-code lookup fills the address; the member adds the street number.
  const address = textbox(page, '住所');
  await page.waitForFunction(() => (document.getElementById('info-address') as HTMLInputElement | null)?.value.startsWith('東京都千代田区丸の内'));
  await address.fill(`${await address.inputValue()}1-1-1`);
  const next = button(page, '次へ');
  // Spec §5: 'next' waits for both agreements.
  await expect(next.isDisabled()).resolves.toBe(true);
  await page.getByRole('checkbox', { name: '利用規約に同意する' }).check();
  await expect(next.isDisabled()).resolves.toBe(true);
  await page.getByRole('checkbox', { name: 'プライバシーポリシーに同意する' }).check();
  await next.click();
}

/** Fills the card form (a new card); answers once it is ready to send, or throws saying which field is not. */
export async function fillCard(page: Page, cardNumber: string, holder = 'TARO YAMADA'): Promise<void> {
  const form = page.getByRole('form', { name: 'カード情報' });
  const month = textbox(form, '月');
  const year = textbox(form, '年');
  const yy = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');
  await textbox(form, 'カード番号').fill(cardNumber);
  await textbox(form, 'カード名義').fill(holder);
  // '4' becomes '04' and the focus moves on to the year (spec §5); keys typed before it gets there would be lost.
  await month.fill('4');
  await waitForValue(month, '04');
  await year.and(page.locator(':focus')).waitFor({ timeout: 5_000 });
  await page.keyboard.type(yy);
  await waitForValue(year, yy);
  await textbox(form, 'セキュリティコード').fill('123');
  // Leaving the year checks the pair: nothing may be left under it, or the form would refuse to go on.
  await form.getByText(CardMessages.expireInvalid, { exact: true }).or(form.getByText(CardMessages.expireRequired, { exact: true })).waitFor({ state: 'hidden', timeout: 5_000 });
}

/**
 * A new member's way to the confirmation page: sign-up, sign-in, /payments, the plan, its period and the
 * payment method, then the student information. Answers the member and their page, on /payments/create.
 */
export async function newMemberAtConfirmation(
  browser: Browser,
  label: string,
  choice: { game: string; plan: string; months: number; method: string },
): Promise<{ member: Member; page: Page }> {
  const member = await registerMember(browser, label);
  const page = await signedIn(browser, member, 1280, '/payments');
  await choosePlan(page, choice.game, choice.plan);
  await choosePeriodAndMethod(page, choice.months, choice.method);
  await fillStudentInformation(page);
  await page.waitForURL((url) => url.pathname === '/payments/create');
  return { member, page };
}

/**
 * A month passes for one instalment of a split order: charge `n` falls due now, in the order's own record (its
 * PaymentRequested event, which the charge job trusts) and in the read model (which the worker's scan reads). The
 * worker's scan (every 2 s on the test stack) then charges it.
 */
export async function letInstalmentFallDue(paymentId: string, n: number): Promise<void> {
  const db = new Client({ connectionString: e2eUrls.database });
  await db.connect();
  try {
    const moved = await db.query("update payment_charges set due_at = now() - interval '1 second' where payment_id = $1 and n = $2 and status = 'due'", [paymentId, n]);
    if (moved.rowCount !== 1) throw new Error(`charge ${n} of ${paymentId} is not due`);
    const recorded = await db.query(
      "update events set data = jsonb_set(data, array['charges', $2::text, 'dueAt'], to_jsonb(to_char((now() - interval '1 second') at time zone 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"'))) where stream_id = $1 and type = 'PaymentRequested'",
      [`payment-${paymentId}`, String(n)],
    );
    if (recorded.rowCount !== 1) throw new Error(`the order ${paymentId} has no PaymentRequested event`);
  } finally {
    await db.end();
  }
}
