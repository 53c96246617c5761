import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { CardMessages, type CardSchedule, type SavedCard } from '@coaching/contracts';
import { CardProviderClient, ChargePaymentJob, providerOrderId, SavedCards } from '@coaching/server-billing';
import { EventStore, ReactorRegistry, sql } from '@coaching/server-core';
import { drainReactions } from '@coaching/server-core/testing';
import { randomUUID } from 'node:crypto';
// The sandbox is the card provider (GMO protocol), started in-process on free ports.
import { cardToken, type RunningSandbox, startSandbox } from '@coaching/sandbox/testing';
import { ADULT_STUDENT, type BillingMember, signedUpMember } from './testing/billing-members';
import { csrfAgent, startTestApi } from './testing/test-api';

/**
 * The card that pays the remaining monthly payments (issue 32): it is not deleted while it pays a schedule (409), the
 * schedule moves to another of the member's cards (an event on the order), and the next month is charged on that card.
 */
describe('the card paying a monthly schedule (real api, PostgreSQL and the sandbox card provider)', () => {
  let app: NestExpressApplication;
  let em: EntityManager;
  let sandbox: RunningSandbox;
  const gameId = 41_000_000 + Math.floor(Math.random() * 1_000_000);
  const tag = `sch${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  let planId: number;

  beforeAll(async () => {
    sandbox = await startSandbox({ httpPort: 0, smtpPort: 0, host: '127.0.0.1' });
    app = await startTestApi({ CARD_PROVIDER_API_URL: `${sandbox.httpUrl}/payments/payment`, CARD_PROVIDER_SCRIPT_URL: `${sandbox.httpUrl}/payments/ext/js/token.js` });
    em = app.get(EntityManager);
    await sql(em.fork(), 'insert into games (id, name, is_purchasable, is_legacy, sort_order) values (?, ?, true, false, 9300)', [gameId, `分割 ${tag}`]);
    [{ id: planId }] = await sql<{ id: number }>(em.fork(), "insert into plans (game_id, code, name, lesson_count, tax_rate, price1, price3) values (?, ?, 'Lite', 4, 1.1, 24000, 22000) returning id", [gameId, `${tag}-lite`]);
  });
  afterAll(async () => {
    await app.close();
    await sandbox.close();
  });

  const token = (cardno = '4111111111111111') => cardToken(`${sandbox.httpUrl}/payments/ext/js/token.js`, 'tshop00000001', { cardno, expire: '3012' });
  const post = (who: BillingMember, path: string, body: unknown) => who.agent.post(path).set('X-XSRF-TOKEN', who.token).send(body as object);
  const saveCard = async (who: BillingMember, cardno?: string) => (await post(who, '/api/payments/saveCard', { token: await token(cardno) })).body.data as SavedCard[];
  const cardsOf = async (who: BillingMember) => (await who.agent.get('/api/payments/cards')).body.data as SavedCard[];
  const schedulesOf = async (who: BillingMember) => (await who.agent.get('/api/payments/cards/schedules')).body.data as CardSchedule[];
  const deleteCard = (who: BillingMember, cardSeq: string) => post(who, '/api/payments/deleteCard', { card_seq: cardSeq });
  const move = (who: BillingMember, paymentId: string, cardSeq: string) => post(who, '/api/payments/cards/move-schedule', { payment_id: paymentId, card_seq: cardSeq });
  /** The worker's charge job, run here on the api's own provider client and saved cards. */
  const charge = (paymentId: string, n = 0) =>
    new ChargePaymentJob(em, app.get(EventStore), app.get(CardProviderClient), app.get(SavedCards)).handle({ paymentId, n }, { jobId: `test-${randomUUID()}`, attempt: 1, maxAttempts: 8 });
  const buyer = async () => {
    const who = await signedUpMember(app, '10.83');
    expect((await post(who, '/api/personal_informations/', ADULT_STUDENT)).status).toBe(200);
    return who;
  };
  /** A Lite plan for 3 months paid monthly with a new card, its first month charged. */
  const monthlyPlan = async (who: BillingMember, cardno?: string) => {
    const res = await post(who, `/api/plans/${planId}/purchase`, { method: 'split', period: 3, token: await token(cardno), idempotency_key: randomUUID() });
    expect(res.status).toBe(202);
    await charge(res.body.data.id);
    return res.body.data.id as string;
  };
  /** A month passes: the second payment falls due (the order's own record, and the read model). */
  const secondPaymentDue = async (paymentId: string) => {
    const past = new Date(Date.now() - 1000).toISOString();
    await sql(em.fork(), "update events set data = jsonb_set(data, '{charges,1,dueAt}', to_jsonb(?::text)) where stream_id = ? and type = 'PaymentRequested'", [past, `payment-${paymentId}`]);
    await sql(em.fork(), 'update payment_charges set due_at = ? where payment_id = ? and n = 1', [past, paymentId]);
  };

  it('lists the schedule with its card, its remaining payments and the next date; refuses to delete that card with 409', async () => {
    const who = await buyer();
    const paymentId = await monthlyPlan(who);
    const [card] = await cardsOf(who);
    const schedules = await schedulesOf(who);
    expect(schedules).toEqual([{ payment_id: paymentId, card_seq: card.card_seq, title: `分割 ${tag} Lite`, charges_remaining: 2, charges_total: 3, next_charge_at: expect.any(String), next_amount: 24_200 }]);
    // The date the back office shows (the same read model).
    const [row] = await sql<{ next_charge_at: Date }>(em.fork(), 'select next_charge_at from payments where id = ?', [paymentId]);
    expect(schedules[0].next_charge_at).toBe(new Date(row.next_charge_at).toISOString());
    // The member sees that date on 決済履歴 and on mypage's plan card.
    expect((await who.agent.get(`/api/payments/${paymentId}`)).body.data.next_charge_at).toBe(schedules[0].next_charge_at);
    await drainReactions(em, app.get(ReactorRegistry));
    const subscriptions = (await who.agent.get('/api/subscriptions')).body.data as { status: string; next_charge_at: string | null }[];
    expect(subscriptions).toEqual([expect.objectContaining({ status: 'active', next_charge_at: schedules[0].next_charge_at })]);

    const refused = await deleteCard(who, card.card_seq);
    expect([refused.status, refused.body]).toEqual([409, { message: CardMessages.paysSchedule, errors: { card_seq: [CardMessages.paysSchedule] } }]);
    expect(await cardsOf(who)).toHaveLength(1);
  });

  it('moves the remaining payments to another card (an event on the order); the old card can go; the next month is charged on the new one', async () => {
    const who = await buyer();
    const paymentId = await monthlyPlan(who);
    const [old] = await cardsOf(who);
    const [fresh] = await saveCard(who, '5555555555554444');
    expect(fresh.card_seq).not.toBe(old.card_seq);

    const moved = await move(who, paymentId, fresh.card_seq);
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({ data: [expect.objectContaining({ payment_id: paymentId, card_seq: fresh.card_seq, charges_remaining: 2 })], message: CardMessages.scheduleMoved });
    const events = await sql<{ type: string; data: { fromCardSeq: string; toCardSeq: string; memberId: string } }>(em.fork(), 'select type, data from events where stream_id = ? order by version', [`payment-${paymentId}`]);
    expect(events.map((e) => e.type)).toEqual(['PaymentRequested', 'ChargeCaptured', 'OrderCardChanged']);
    expect(events[2].data).toMatchObject({ fromCardSeq: old.card_seq, toCardSeq: fresh.card_seq, memberId: who.userId });
    // Moving again to the same card records nothing more.
    expect((await move(who, paymentId, fresh.card_seq)).status).toBe(200);
    expect(await sql(em.fork(), "select 1 from events where stream_id = ? and type = 'OrderCardChanged'", [`payment-${paymentId}`])).toHaveLength(1);

    expect((await deleteCard(who, old.card_seq)).status).toBe(200);
    expect((await cardsOf(who)).map((c) => c.card_seq)).toEqual([fresh.card_seq]);
    // The new card now pays: it is the one that cannot be deleted.
    expect((await deleteCard(who, fresh.card_seq)).status).toBe(409);

    await secondPaymentDue(paymentId);
    await charge(paymentId, 1);
    const trade = sandbox.cardStore.findTradeByOrder(providerOrderId(paymentId, 1));
    expect(trade).toMatchObject({ status: 'CAPTURE', cardSeq: Number(fresh.card_seq) });
    expect((await who.agent.get(`/api/payments/${paymentId}`)).body.data).toMatchObject({ status: 'captured', charges_paid: 2 });
  });

  it('moves only the member’s own schedule, to the member’s own card; refuses what has no payments ahead; checks the input', async () => {
    const who = await buyer();
    const paymentId = await monthlyPlan(who);
    const [card] = await cardsOf(who);
    const stranger = await buyer();
    const strangersCards = await saveCard(stranger, '5555555555554444');
    // Another member's order, or an unknown one: 404, nothing recorded.
    expect((await move(stranger, paymentId, strangersCards[0].card_seq)).status).toBe(404);
    expect((await move(who, randomUUID(), card.card_seq)).status).toBe(404);
    // A card the member does not have (another member's seq is looked up under this member's id).
    expect((await move(who, paymentId, '9')).status).toBe(404);
    expect(await sql(em.fork(), "select 1 from events where stream_id = ? and type = 'OrderCardChanged'", [`payment-${paymentId}`])).toHaveLength(0);
    // Bad input: 422 with the schema's message.
    const bad = await post(who, '/api/payments/cards/move-schedule', { payment_id: 'x', card_seq: 'a' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ payment_id: ['対象のお申し込みを選択してください。'], card_seq: [expect.any(String)] });
    // A one-off card payment has no months ahead.
    const bulk = await post(who, `/api/plans/${planId}/purchase`, { method: 'bulk', period: 1, defaultCard: true, idempotency_key: randomUUID() });
    await charge(bulk.body.data.id);
    const none = await move(who, bulk.body.data.id, card.card_seq);
    expect([none.status, none.body.message]).toEqual([409, CardMessages.noChargesAhead]);
    // Signed out: 401.
    const { agent } = await csrfAgent(app, '10.83.250.1');
    expect((await agent.get('/api/payments/cards/schedules')).status).toBe(401);
  });

  it('never leaves a schedule on a deleted card: moving to a card and deleting that card at the same time end consistent', async () => {
    for (let round = 0; round < 4; round++) {
      const who = await buyer();
      const paymentId = await monthlyPlan(who);
      const [old] = await cardsOf(who);
      const [fresh] = await saveCard(who, '5555555555554444');
      const [deleted, moved] = await Promise.all([deleteCard(who, fresh.card_seq), move(who, paymentId, fresh.card_seq)]);
      const [row] = await sql<{ card_seq: string }>(em.fork(), 'select card_seq from payments where id = ?', [paymentId]);
      const live = (await cardsOf(who)).map((c) => c.card_seq);
      // Whichever went first, the card paying the schedule is one the member still has.
      expect(live).toContain(row.card_seq);
      if (moved.status === 200) expect([deleted.status, row.card_seq]).toEqual([409, fresh.card_seq]);
      else expect([deleted.status, moved.status, row.card_seq]).toEqual([200, 404, old.card_seq]);
    }
  });
});
