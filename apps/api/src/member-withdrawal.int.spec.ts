import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { IdentityMessages, WithdrawalMessages, type DashboardStats, type WithdrawalPreview } from '@coaching/contracts';
import { CardChanges, CardProviderClient, ChargePaymentJob, ForgetMemberCardsJob, SavedCards } from '@coaching/server-billing';
import { EventStore, MailRecipients, MailRenderer, ReactorRegistry, sql } from '@coaching/server-core';
import { ConfirmTrialCommand, HoldTrialCommand, JoinTrialWaitlistCommand } from '@coaching/server-trials';
import { CommandBus } from '@nestjs/cqrs';
import { drainReactions, prepareTestDatabase, testDatabaseUrl } from '@coaching/server-core/testing';
import { randomUUID } from 'node:crypto';
import { cardToken, type RunningSandbox, startSandbox } from '@coaching/sandbox/testing';
import { ADULT_STUDENT, signedUpMember, verifyByMail, xsrfFrom, type BillingMember } from './testing/billing-members';
import { coachFixture, operatorAgent } from './testing/lesson-fixtures';
import { csrfAgent, startTestApi } from './testing/test-api';

// Withdrawal (退会) and personal data (issue 34, ADR 0042), on a database of its own: the dashboard's sales are the
// whole school's, so no other file's purchases may move them between two reads.

describe('withdrawal (退会) and personal data (real api, PostgreSQL, the sandbox card provider)', () => {
  let app: NestExpressApplication;
  let em: EntityManager;
  let sandbox: RunningSandbox;
  const gameId = 46_000_000 + Math.floor(Math.random() * 1_000_000);
  const tag = `wd${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  let planId: number;
  type Operator = Awaited<ReturnType<typeof operatorAgent>>;
  let support: Operator;
  let admin: Operator;
  let coach: Operator;

  beforeAll(async () => {
    await prepareTestDatabase('api_withdrawal');
    sandbox = await startSandbox({ httpPort: 0, smtpPort: 0, host: '127.0.0.1' });
    app = await startTestApi({
      DATABASE_URL: testDatabaseUrl('api_withdrawal'),
      QUEUE_PREFIX: `test-api-withdrawal-${process.pid}`,
      CARD_PROVIDER_API_URL: `${sandbox.httpUrl}/payments/payment`,
      CARD_PROVIDER_SCRIPT_URL: `${sandbox.httpUrl}/payments/ext/js/token.js`,
    });
    em = app.get(EntityManager);
    await sql(em.fork(), 'insert into games (id, name, is_purchasable, is_legacy, sort_order) values (?, ?, true, false, 9400)', [gameId, `退会 ${tag}`]);
    [{ id: planId }] = await sql<{ id: number }>(em.fork(), 'insert into plans (game_id, code, name, lesson_count, tax_rate, price1, price2) values (?, ?, ?, 4, 1.1, 40000, 38000) returning id', [
      gameId,
      `${tag}-standard`,
      'Standard',
    ]);
    support = await operatorAgent(app, { email: `support-${tag}@ggcoach.example`, name: 'サポート 三郎', role: 'support', password: 'support-withdraw-password' }, '10.95.0.1');
    admin = await operatorAgent(app, { email: `admin-${tag}@ggcoach.example`, name: '管理 四郎', role: 'admin', password: 'admin-withdraw-password' }, '10.95.0.2');
    coach = await operatorAgent(app, { email: `coach-${tag}@ggcoach.example`, name: 'コーチ 五郎', role: 'coach', password: 'coach-withdraw-password' }, '10.95.0.3');
  });
  afterAll(async () => {
    await app.close();
    await sandbox.close();
  });

  const token = () => cardToken(`${sandbox.httpUrl}/payments/ext/js/token.js`, 'tshop00000001', { cardno: '4111111111111111', expire: '3012' });
  const react = () => drainReactions(em, app.get(ReactorRegistry));
  const charge = (paymentId: string) =>
    new ChargePaymentJob(em, app.get(EventStore), app.get(CardProviderClient), app.get(SavedCards)).handle({ paymentId, n: 0 }, { jobId: `test-${randomUUID()}`, attempt: 1, maxAttempts: 8 });
  const buy = (who: BillingMember, card: { token: string } | { defaultCard: true }) =>
    who.agent.post(`/api/plans/${planId}/purchase`).set('X-XSRF-TOKEN', who.token).send({ method: 'bulk', period: 1, idempotency_key: randomUUID(), ...card });
  /** A member who bought the plan by card, charged, with the subscription started (their card saved at the provider). */
  const payingMember = async (ipPrefix: string) => {
    const who = await signedUpMember(app, ipPrefix);
    expect((await who.agent.post('/api/personal_informations/').set('X-XSRF-TOKEN', who.token).send(ADULT_STUDENT)).status).toBe(200);
    const res = await buy(who, { token: await token() });
    expect(res.status).toBe(202);
    const paymentId = res.body.data.id as string;
    await charge(paymentId);
    await react();
    return { who, paymentId };
  };
  const withdraw = (who: BillingMember, body: Record<string, unknown>) => who.agent.post('/api/withdrawal').set('X-XSRF-TOKEN', who.token).send(body);
  const revenue = async () => ((await support.agent.get('/admin-api/dashboard')).body as DashboardStats).totals.revenue;
  const searchIds = async (q: string) => ((await support.agent.get(`/admin-api/members?filter=${encodeURIComponent(JSON.stringify({ q }))}&range=[0,49]`)).body as { id: string }[]).map((m) => m.id);
  const mailsTo = (address: string) => sql<{ template: string }>(em.fork(), "select payload->>'template' as template from outbox where jsonb_exists(payload->'to', ?) order by position", [address]);

  it('a paying member reads what happens, withdraws with the password, is mailed once, cannot sign in, and is found nowhere; the sales keep the payment', async () => {
    const before = await revenue();
    const { who, paymentId } = await payingMember('10.94');
    // 30,000 admission + 40,000 the month, 10 % tax: the dashboard's sales count it.
    expect(await revenue()).toBe(before + 77_000);

    const preview = await who.agent.get('/api/withdrawal');
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject<Partial<WithdrawalPreview>>({
      refunds: [{ payment_id: paymentId, title: expect.stringContaining('Standard'), kind_label: 'クーリング・オフ（全額返金）', paid: 77_000, refund: 77_000, method: 'card', lines: expect.arrayContaining([{ label: 'お支払済みの料金', amount: 77_000 }]) }],
      saved_cards: 1,
      payment_in_progress: false,
      discord_username: null,
    });

    const wrong = await withdraw(who, { password: 'not-the-password', confirmed: true });
    expect([wrong.status, wrong.body.errors?.password]).toEqual([422, [WithdrawalMessages.passwordWrong]]);
    const empty = await withdraw(who, { password: '', confirmed: true });
    expect([empty.status, empty.body.errors?.password]).toEqual([422, [WithdrawalMessages.passwordRequired]]);
    const unticked = await withdraw(who, { password: 'billing-member-password' });
    expect([unticked.status, unticked.body.errors?.confirmed]).toEqual([422, [WithdrawalMessages.confirmRequired]]);
    expect((await sql(em.fork(), 'select 1 from users where id = ? and withdrawn_at is null', [who.userId])).length).toBe(1);

    const done = await withdraw(who, { password: 'billing-member-password', confirmed: true });
    expect([done.status, done.body.message]).toEqual([200, WithdrawalMessages.done]);
    // Every session is gone: this one, and signing in again with the old address and password fails.
    expect((await who.agent.get('/api/payments')).status).toBe(401);
    const { agent, token: anonymous } = await csrfAgent(app, '10.94.9.1');
    const login = await agent.post('/api/login').set('X-XSRF-TOKEN', anonymous).send({ email: who.email, password: 'billing-member-password' });
    expect([login.status, login.body.message]).toEqual([422, IdentityMessages.loginFailed]);

    await react();
    // Billing reacted: the refund asked for an admin's approval (the member asked: someone else approves), the plan
    // ended, the personal information erased, the cards to be deleted at the provider.
    const [refund] = await sql<{ status: string; amount: number; requested_by_id: string }>(em.fork(), 'select status, amount, requested_by_id from order_refunds where payment_id = ?', [paymentId]);
    expect(refund).toEqual({ status: 'awaiting_approval', amount: 77_000, requested_by_id: who.userId });
    expect(await sql(em.fork(), 'select 1 from subscriptions where member_id = ? and ends_at > now()', [who.userId])).toEqual([]);
    expect(await sql(em.fork(), 'select 1 from personal_informations where user_id = ?', [who.userId])).toEqual([]);
    expect(await app.get(SavedCards).cardsOf(who.userId)).toHaveLength(1);
    await new ForgetMemberCardsJob(app.get(CardProviderClient), app.get(SavedCards), app.get(CardChanges)).handle({ memberId: who.userId });
    expect(await app.get(SavedCards).cardsOf(who.userId)).toEqual([]);

    // The account keeps no contact data; its old address was mailed the confirmation and nothing after it.
    const [row] = await sql<{ email: string; last_name: string | null; password_hash: string | null; status: string }>(em.fork(), 'select email, last_name, password_hash, status from users where id = ?', [who.userId]);
    expect(row).toEqual({ email: `withdrawn-${who.userId}@withdrawn.invalid`, last_name: null, password_hash: null, status: 'withdrawn' });
    const mails = await mailsTo(who.email);
    expect(mails.at(-1)).toEqual({ template: 'member-withdrawn' });
    expect(mails.filter((m) => m.template === 'member-withdrawn')).toHaveLength(1);
    const [confirmation] = await sql<{ locals: { refunds: { refund: number }[] } }>(em.fork(), "select payload->'locals' as locals from outbox where payload->>'template' = 'member-withdrawn' and jsonb_exists(payload->'to', ?)", [who.email]);
    expect(confirmation.locals.refunds).toEqual([expect.objectContaining({ refund: 77_000 })]);
    // A mail queued to the member from now on (the refund's, once approved) is addressed to no one.
    expect((await app.get(MailRecipients).contactsOf([who.userId])).size).toBe(0);

    // No search finds them: not by the address, the name, nor the order number.
    expect(await searchIds(who.email)).toEqual([]);
    expect(await searchIds('山田')).not.toContain(who.userId);
    expect(await searchIds(paymentId)).toEqual([]);

    // An admin approves the refund from the queue, which carries it out; the payment stays in the records.
    const approved = await admin.agent.post(`/admin-api/refunds/${paymentId}/approve`).set('X-XSRF-TOKEN', admin.token);
    expect(approved.body).toMatchObject({ status: 'refunded', amount: 77_000 });
    expect((await mailsTo(who.email)).at(-1)).toEqual({ template: 'member-withdrawn' });

    // The same address registers anew: a new member, seeing nothing of the old account.
    const again = await csrfAgent(app, '10.94.9.2');
    const registered = await again.agent.post('/api/register').set('X-XSRF-TOKEN', again.token).send({ email: who.email, password: 'a-new-password-123' });
    expect(registered.status).toBe(201);
    const [fresh] = await sql<{ id: string }>(em.fork(), 'select id from users where lower(email) = lower(?)', [who.email]);
    expect(fresh.id).not.toBe(who.userId);
  });


  it('an account without a password (Discord only) withdraws on its signed-in session: the page asks for no password', async () => {
    const who = await signedUpMember(app, '10.97');
    // A Discord sign-up leaves no password (identity's Discord login); this member is made one the same way.
    await sql(em.fork(), 'update users set password_hash = null where id = ?', [who.userId]);
    const preview = await who.agent.get('/api/withdrawal');
    expect([preview.status, preview.body.data.has_password]).toEqual([200, false]);
    const done = await withdraw(who, { confirmed: true });
    expect([done.status, done.body.message]).toEqual([200, WithdrawalMessages.done]);
    expect(await sql(em.fork(), "select 1 from users where id = ? and status = 'withdrawn'", [who.userId])).toHaveLength(1);
  });
  it('the dashboard counts the withdrawn member’s payment as before', async () => {
    const { who } = await payingMember('10.93');
    const before = await revenue();
    expect((await withdraw(who, { password: 'billing-member-password', confirmed: true })).status).toBe(200);
    await react();
    expect(await revenue()).toBe(before);
  });

  it('support withdraws a member who asked by phone (audited, the refund needs another person), and exports a member’s data as a file', async () => {
    const { who, paymentId } = await payingMember('10.92');
    const exported = await support.agent.get(`/admin-api/members/${who.userId}/export`);
    expect(exported.status).toBe(200);
    expect(exported.headers['content-disposition']).toBe(`attachment; filename="member-${who.userId}.json"`);
    const file = JSON.parse(exported.text);
    expect(file.member).toMatchObject({ id: who.userId, profile: { email: who.email }, personal_information: { last_name: '山田', phone_number: expect.any(String) } });
    expect((await coach.agent.get(`/admin-api/members/${who.userId}/export`)).status).toBe(403);

    const bad = await support.agent.post(`/admin-api/members/${who.userId}/withdrawal`).set('X-XSRF-TOKEN', support.token).send({ channel: 'fax', reason: '' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({ channel: [WithdrawalMessages.channelRequired], reason: [WithdrawalMessages.reasonRequired] });
    expect((await support.agent.post(`/admin-api/members/${randomUUID()}/withdrawal`).set('X-XSRF-TOKEN', support.token).send({ channel: 'phone', reason: 'x' })).status).toBe(404);
    expect((await coach.agent.post(`/admin-api/members/${who.userId}/withdrawal`).set('X-XSRF-TOKEN', coach.token).send({ channel: 'phone', reason: 'x' })).status).toBe(403);

    const res = await support.agent.post(`/admin-api/members/${who.userId}/withdrawal`).set('X-XSRF-TOKEN', support.token).send({ channel: 'phone', reason: '電話で退会と個人情報の削除を希望' });
    expect(res.body).toEqual({ id: who.userId, withdrawn: true });
    // Twice (a double press, a retry) changes nothing.
    expect((await support.agent.post(`/admin-api/members/${who.userId}/withdrawal`).set('X-XSRF-TOKEN', support.token).send({ channel: 'phone', reason: '再送' })).body).toEqual({ id: who.userId, withdrawn: false });
    await react();

    const events = await sql<{ type: string; metadata: { actor: unknown }; data: { by: unknown } }>(em.fork(), "select type, metadata, data from events where stream_id = ? and type in ('MemberWithdrew', 'MemberDataExported') order by version", [`member-${who.userId}`]);
    expect(events).toEqual([
      expect.objectContaining({ type: 'MemberDataExported', metadata: expect.objectContaining({ actor: { type: 'operator', id: support.operatorId } }) }),
      expect.objectContaining({ type: 'MemberWithdrew', metadata: expect.objectContaining({ actor: { type: 'operator', id: support.operatorId } }), data: expect.objectContaining({ by: expect.objectContaining({ channel: 'phone', reason: '電話で退会と個人情報の削除を希望' }) }) }),
    ]);
    // Four eyes where money goes back: the operator who took the request cannot approve its refund.
    const own = await support.agent.post(`/admin-api/refunds/${paymentId}/approve`).set('X-XSRF-TOKEN', support.token);
    expect(own.status).toBe(403);
    const [refund] = await sql<{ status: string; requested_by_id: string }>(em.fork(), 'select status, requested_by_id from order_refunds where payment_id = ?', [paymentId]);
    expect(refund).toEqual({ status: 'awaiting_approval', requested_by_id: support.operatorId });
  });

  it('a child’s withdrawal ends the guardian link without the guardian; the guardian’s account stays theirs', async () => {
    const child = await signedUpMember(app, '10.90');
    const email = `guardian-wd-${process.pid}-${Date.now()}@example.jp`;
    const { agent, token } = await csrfAgent(app, '10.90.200.1');
    const signedUp = await agent.post('/api/guardians/register').set('X-XSRF-TOKEN', token).send({ email, password: 'guardian-password' });
    expect(signedUp.status).toBe(201);
    await verifyByMail(app, agent, email);
    const guardian = { agent, token: xsrfFrom(signedUp) ?? token };
    const invited = await child.agent.post('/api/guardian-links').set('X-XSRF-TOKEN', child.token).send({ email });
    expect(invited.status).toBe(201);
    expect((await guardian.agent.post(`/api/guardian/links/${invited.body.data.id}/accept`).set('X-XSRF-TOKEN', guardian.token)).status).toBe(200);

    // No password asked of the guardian, and no consent: the child's own password is enough.
    expect((await withdraw(child, { password: 'billing-member-password', confirmed: true })).status).toBe(200);
    const [link] = await sql<{ status: string }>(em.fork(), 'select status from guardian_links where id = ?', [invited.body.data.id]);
    expect(link.status).toBe('ended');
    const ended = await sql<{ metadata: { actor: unknown } }>(em.fork(), "select metadata from events where stream_id = ? and type = 'GuardianLinkEnded'", [`guardian-link-${invited.body.data.id}`]);
    expect(ended).toEqual([{ metadata: expect.objectContaining({ actor: { type: 'member', id: child.userId } }) }]);
    const links = await guardian.agent.get('/api/guardian/links');
    expect(links.status).toBe(200);
    expect((await guardian.agent.get('/api/guardian/children')).body.data).toEqual([]);
  });

  it('a trial seat freed by the withdrawal goes to the slot’s first waiter, as a member’s own cancellation hands it on', async () => {
    // Trials are for the trial games only; on this file's own database one VALORANT coach takes them, so every trial
    // slot has a single seat. Five days ahead, 15:00 Tokyo.
    const VALORANT = 2;
    await sql(em.fork(), "insert into games (id, name, is_purchasable, is_legacy, sort_order) values (2, 'VALORANT', true, false, 2) on conflict (id) do nothing");
    const coachId = await coachFixture(app, VALORANT, '体験 退会コーチ');
    const local = new Date(Date.now() + 5 * 86_400_000 + 9 * 3_600_000);
    const day = local.toISOString().slice(0, 10);
    const start = `${day} 15:00`;
    const startsAt = new Date(`${day}T15:00:00+09:00`);
    const hours = await support.agent.post('/admin-api/trial-hours').set('X-XSRF-TOKEN', support.token).send({ game_id: VALORANT, coach_id: coachId, weekday: local.getUTCDay(), start: '15:00', end: '16:00' });
    expect(hours.status).toBe(201);
    const [booker, waiter] = [await signedUpMember(app, '10.89'), await signedUpMember(app, '10.88')];
    // Trials are for Discord sign-ups (spec §6): both accounts are marked so, as a Discord login leaves them.
    await sql(em.fork(), 'update users set is_discord_login = true where id = any(?::uuid[])', [`{${booker.userId},${waiter.userId}}`]);
    const commands = app.get(CommandBus);
    const { trialId } = await commands.execute(new HoldTrialCommand(booker.userId, true, { last_name: '体験', first_name: '一郎', start, game_id: VALORANT }));
    await commands.execute(new ConfirmTrialCommand(booker.userId, trialId));
    await commands.execute(new JoinTrialWaitlistCommand(waiter.userId, true, { start, game_id: VALORANT, last_name: '空待', first_name: '次郎' }));

    expect((await withdraw(booker, { password: 'billing-member-password', confirmed: true })).status).toBe(200);
    await react();

    const [cancelled] = await sql<{ status: string; cancelled_by: string; last_name: string }>(em.fork(), 'select status, cancelled_by, last_name from trials where id = ?', [trialId]);
    expect(cancelled).toEqual({ status: 'cancelled', cancelled_by: 'school', last_name: '退会済み' });
    // The seat is held for the waiter at once (not freed for anyone), and the offer mail is queued.
    const [waiting] = await sql<{ offer_trial_id: string | null }>(em.fork(), 'select offer_trial_id from trial_waitlist where member_id = ? and starts_at = ?', [waiter.userId, startsAt]);
    expect(waiting.offer_trial_id).toEqual(expect.any(String));
    expect(await sql(em.fork(), 'select member_id, state from trial_seats where starts_at = ? and coach_id = ?', [startsAt, coachId])).toEqual([{ member_id: waiter.userId, state: 'held' }]);
    const offered = await sql(em.fork(), "select 1 from outbox where job_name = 'send-trial-mail' and payload->>'trialId' = ? and payload->>'kind' = 'waitlist-offer'", [waiting.offer_trial_id]);
    expect(offered).toHaveLength(1);
  });

  it('invitations still pending, sent by the withdrawn account or to its address, end with it: a new account at the address finds none to accept', async () => {
    const child = await signedUpMember(app, '10.86');
    const email = `guardian-inv-${process.pid}-${Date.now()}@example.jp`;
    const { agent, token } = await csrfAgent(app, '10.86.200.1');
    const signedUp = await agent.post('/api/guardians/register').set('X-XSRF-TOKEN', token).send({ email, password: 'guardian-password' });
    expect(signedUp.status).toBe(201);
    await verifyByMail(app, agent, email);
    const guardian = { agent, token: xsrfFrom(signedUp) ?? token };
    // To the child's address (a guardian adds a child), and by the child (to an address with no account yet).
    const toChild = await guardian.agent.post('/api/guardian/links').set('X-XSRF-TOKEN', guardian.token).send({ email: child.email });
    expect(toChild.status).toBe(201);
    const byChild = await child.agent.post('/api/guardian-links').set('X-XSRF-TOKEN', child.token).send({ email: `nobody-yet-${process.pid}-${Date.now()}@example.jp` });
    expect(byChild.status).toBe(201);

    expect((await withdraw(child, { password: 'billing-member-password', confirmed: true })).status).toBe(200);
    const links = await sql<{ id: string; status: string }>(em.fork(), 'select id, status from guardian_links where id = any(?::uuid[]) order by id', [`{${toChild.body.data.id},${byChild.body.data.id}}`]);
    expect(links.map((l) => l.status)).toEqual(['ended', 'ended']);
    const [declined] = await sql<{ data: { declined: boolean; endedBy: string } }>(em.fork(), "select data from events where stream_id = ? and type = 'GuardianLinkEnded'", [`guardian-link-${toChild.body.data.id}`]);
    expect(declined.data).toMatchObject({ declined: true, endedBy: 'member' });

    // Whoever registers the address anew is a stranger to the invitation: nothing to accept.
    const again = await csrfAgent(app, '10.86.9.2');
    const registered = await again.agent.post('/api/register').set('X-XSRF-TOKEN', again.token).send({ email: child.email, password: 'a-new-password-123' });
    expect(registered.status).toBe(201);
    const newcomer = { agent: again.agent, token: xsrfFrom(registered) ?? again.token };
    await verifyByMail(app, newcomer.agent, child.email);
    const accepted = await newcomer.agent.post(`/api/guardian-links/${toChild.body.data.id}/accept`).set('X-XSRF-TOKEN', newcomer.token);
    expect(accepted.status).toBe(409);
  });

  it('a plan paid by bank transfer: the confirmation asks for the refund account by reply, naming the order, since the school can no longer ask', async () => {
    const who = await signedUpMember(app, '10.85');
    expect((await who.agent.post('/api/personal_informations/').set('X-XSRF-TOKEN', who.token).send(ADULT_STUDENT)).status).toBe(200);
    const ordered = await who.agent.post(`/api/plans/${planId}/purchase`).set('X-XSRF-TOKEN', who.token).send({ method: 'bank', period: 1, idempotency_key: randomUUID() });
    expect(ordered.status).toBe(202);
    const paymentId = ordered.body.data.id as string;
    expect((await admin.agent.post(`/admin-api/payments/${paymentId}/transfer-received`).set('X-XSRF-TOKEN', admin.token)).status).toBe(201);
    await react();

    expect((await withdraw(who, { password: 'billing-member-password', confirmed: true })).status).toBe(200);
    const [mail] = await sql<{ locals: Record<string, unknown> }>(em.fork(), "select payload->'locals' as locals from outbox where payload->>'template' = 'member-withdrawn' and jsonb_exists(payload->'to', ?)", [who.email]);
    expect(mail.locals).toMatchObject({ hasBankRefunds: true, refunds: [expect.objectContaining({ paymentId, method: 'bank', refund: 77_000 })] });
    // As the worker renders it: the order's number and what to send back, and that the account is deleted once paid.
    const { text, html } = new MailRenderer({ appName: 'GG COACH', appUrl: 'http://localhost:3000' }).render('member-withdrawn', mail.locals);
    for (const body of [text, html]) {
      expect(body).toContain(`受付番号：${paymentId}`);
      expect(body).toContain('このメールにご返信いただき、受付番号と返金先の口座（金融機関名・支店名・口座種別・口座番号・口座名義（カナ））をお知らせください。');
      expect(body).toContain('お振込みが済みましたら削除します。');
    }
    expect(text).not.toContain('振込先は別途ご連絡します');
    // The refund waits for an admin's approval as every withdrawal's, then for the transfer (振込返金済みにする).
    await react();
    const [refund] = await sql<{ status: string; amount: number }>(em.fork(), 'select status, amount from order_refunds where payment_id = ?', [paymentId]);
    expect(refund).toEqual({ status: 'awaiting_approval', amount: 77_000 });
  });

  it('a withdrawal and a purchase sent at once never leave a charge for an account that is gone', async () => {
    for (let round = 0; round < 4; round++) {
      const { who } = await payingMember(`10.91`);
      const [bought, withdrew] = await Promise.all([buy(who, { defaultCard: true }), withdraw(who, { password: 'billing-member-password', confirmed: true })]);
      const placed = await sql<{ id: string; status: string }>(em.fork(), "select id, status from payments where user_id = ? order by created_at", [who.userId]);
      const [{ withdrawn_at }] = await sql<{ withdrawn_at: Date | null }>(em.fork(), 'select withdrawn_at from users where id = ?', [who.userId]);
      if (withdrawn_at) {
        // The withdrawal went first: the purchase was refused (signed out, or the account gone) and placed nothing.
        expect([withdrew.status, [401, 403]]).toEqual([200, expect.arrayContaining([bought.status])]);
        expect(placed).toHaveLength(1);
      } else {
        // The purchase went first: the withdrawal waits for its charge, which the account is still there for.
        expect([bought.status, withdrew.status, withdrew.body.message]).toEqual([202, 409, WithdrawalMessages.paymentInProgress]);
        expect(placed).toHaveLength(2);
        await charge(placed[1].id);
        expect((await withdraw(who, { password: 'billing-member-password', confirmed: true })).status).toBe(200);
      }
    }
  });
});
