import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { CardMessages, Messages, PaymentMessages, type SavedCard } from '@coaching/contracts';
import { CardProviderClient, providerMemberIdFor, SavedCards } from '@coaching/server-billing';
import { sql } from '@coaching/server-core';
import request from 'supertest';
// The protocol peer: the sandbox's card provider (GMO protocol), started in-process on free ports.
import { type CardInput, cardToken, type RunningSandbox, startSandbox } from '@coaching/sandbox/testing';
import { type BillingMember, signedUpMember } from './testing/billing-members';
import { closedPort } from './testing/closed-port';
import { startTestApi } from './testing/test-api';

const VISA = { cardno: '4111111111111111', expire: '3012' };
const MASTER = { cardno: '5555555555554444', expire: '2911' };

describe('saved cards (real api, PostgreSQL + the sandbox card provider)', () => {
  let sandbox: RunningSandbox;
  let app: NestExpressApplication;
  let em: EntityManager;
  let clock = Date.now();
  let provider: { script_url: string; shop_id: string };

  beforeAll(async () => {
    sandbox = await startSandbox({ httpPort: 0, smtpPort: 0, host: '127.0.0.1', cardClock: () => clock });
    app = await startTestApi({ CARD_PROVIDER_API_URL: `${sandbox.httpUrl}/payments/payment`, CARD_PROVIDER_SCRIPT_URL: `${sandbox.httpUrl}/payments/ext/js/token.js` });
    em = app.get(EntityManager);
  });
  afterAll(async () => {
    await app.close();
    await sandbox.close();
  });

  const member = () => signedUpMember(app, '10.74');
  /** A token the way the card form gets one: the provider's script, as our api names it. */
  const tokenFor = async (who: BillingMember, card: CardInput = VISA) => {
    provider ??= (await who.agent.get('/api/payments/card-provider')).body.data;
    return cardToken(provider.script_url, provider.shop_id, card);
  };
  const saveCard = async (who: BillingMember, token: string) => who.agent.post('/api/payments/saveCard').set('X-XSRF-TOKEN', who.token).send({ token });
  const save = async (who: BillingMember, card: CardInput = VISA) => saveCard(who, await tokenFor(who, card));
  const remove = (who: BillingMember, cardSeq: unknown) => who.agent.post('/api/payments/deleteCard').set('X-XSRF-TOKEN', who.token).send({ card_seq: cardSeq });
  const makeDefault = (who: BillingMember, cardSeq: unknown) => who.agent.put('/api/payments/cards').set('X-XSRF-TOKEN', who.token).send({ card_seq: cardSeq });
  const cardsOf = async (who: BillingMember): Promise<SavedCard[]> => (await who.agent.get('/api/payments/cards')).body.data;
  const summary = (cards: SavedCard[]) => cards.map((card) => `${card.card_seq}${card.default_flag === '1' ? '*' : ''}`);
  const providerIdOf = async (who: BillingMember) =>
    (await sql<{ provider_member_id: string }>(em.fork(), 'select provider_member_id from billing_members where user_id = ?', [who.userId]))[0]?.provider_member_id;
  /** The cards as the provider holds them, deleted ones included (the sandbox's test API). */
  const atProvider = async (who: BillingMember) => ((await (await fetch(`${sandbox.httpUrl}/payments/test-api/members/${await providerIdOf(who)}/cards`)).json()) as { data: unknown[] }).data;

  it('is for signed-in members only; changes need the CSRF token', async () => {
    const anonymous = request(app.getHttpServer());
    expect((await anonymous.get('/api/payments/cards')).status).toBe(401);
    const who = await member();
    expect((await who.agent.post('/api/payments/saveCard').send({ token: 'x' })).status).toBe(419);
    expect((await who.agent.put('/api/payments/cards').send({ card_seq: '0' })).status).toBe(419);
  });

  it('tells any card form where the provider script is and which shop it is for (public: the camp\'s parents have no account)', async () => {
    const expected = { data: { script_url: `${sandbox.httpUrl}/payments/ext/js/token.js`, shop_id: 'tshop00000001' } };
    expect((await request(app.getHttpServer()).get('/api/payments/card-provider')).body).toEqual(expected);
    const who = await member();
    expect((await who.agent.get('/api/payments/card-provider')).body).toEqual(expected);
  });

  it("lets the page load the provider's script and reach its origin, and no other", async () => {
    const csp = (await request(app.getHttpServer()).get('/api/health')).headers['content-security-policy'] as string;
    const directive = (name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `))?.split(' ').slice(1);
    expect(directive('script-src')).toEqual(["'self'", 'https://www.googletagmanager.com', sandbox.httpUrl]);
    expect(directive('connect-src')).toContain(sandbox.httpUrl);
  });

  it('has no cards, and no member at the provider, before the first card', async () => {
    const who = await member();
    expect((await who.agent.get('/api/payments/cards')).body).toEqual({ data: [] });
    expect(await providerIdOf(who)).toBeUndefined();
  });

  it('saves a card under an opaque member id; each new card becomes the only default', async () => {
    const who = await member();
    const first = await save(who);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ data: [{ card_seq: '0', card_no: '************1111', holder_name: 'TARO YAMADA', expire: '3012', default_flag: '1', brand: 'Visa' }], message: CardMessages.saved });
    expect(await providerIdOf(who)).toBe(`gg-${who.userId.replace(/-/g, '').slice(0, 24)}`);

    const second = await save(who, MASTER);
    expect(summary(second.body.data)).toEqual(['1*', '0']);
    expect(second.body.data[0]).toMatchObject({ card_no: '************4444', expire: '2911' });
    expect(summary(await cardsOf(who))).toEqual(['1*', '0']);

    // What the purchase flow reads.
    const cards = app.get(SavedCards);
    expect(await cards.defaultCard(who.userId)).toMatchObject({ card_seq: '1', default_flag: '1' });
    expect(await cards.providerMemberId(who.userId)).toBe(await providerIdOf(who));
  });

  it('takes a member the provider already knows (an earlier attempt cut short) as theirs', async () => {
    const who = await member();
    await app.get(CardProviderClient).saveMember(providerMemberIdFor(who.userId));
    expect(summary((await save(who)).body.data)).toEqual(['0*']);
    expect(await providerIdOf(who)).toBe(providerMemberIdFor(who.userId));
  });

  it('keeps at most 5 cards: the 6th is refused before the provider is asked, and its token stays unused', async () => {
    const who = await member();
    for (let i = 0; i < 5; i++) expect((await save(who)).status).toBe(200);
    const token = await tokenFor(who);
    const refused = await saveCard(who, token);
    expect([refused.status, refused.body]).toEqual([422, { message: CardMessages.limitReached, errors: { token: [CardMessages.limitReached] } }]);
    expect(await cardsOf(who)).toHaveLength(5);
    expect(await atProvider(who)).toHaveLength(5);
    const issued = sandbox.cardStore.listTokens().find((t) => t.token === token)!;
    expect(sandbox.cardStore.tokenStatus(issued)).toBe('unused');
    // Room again after a delete.
    expect((await remove(who, '0')).status).toBe(200);
    expect(summary((await saveCard(who, token)).body.data)).toEqual(['5*', '4', '3', '2', '1']);
  });

  it('lets only one of several simultaneous saves take the fifth place', async () => {
    const who = await member();
    for (let i = 0; i < 4; i++) await save(who);
    const tokens = await Promise.all([VISA, MASTER, VISA, MASTER].map((card) => tokenFor(who, card)));
    const answers = await Promise.all(tokens.map((token) => saveCard(who, token)));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 422, 422, 422]);
    // Refused by our count (the provider was not asked for a sixth card), not by the provider.
    for (const refused of answers.filter((res) => res.status === 422)) expect(refused.body.message).toBe(CardMessages.limitReached);
    expect(await atProvider(who)).toHaveLength(5);
    expect((await cardsOf(who)).filter((card) => card.default_flag === '1')).toHaveLength(1);
  });

  it("holds one member's card changes one at a time while the provider answers, with no transaction open, and nobody else's", async () => {
    const [who, other] = [await member(), await member()];
    for (const someone of [who, who, other]) await save(someone);
    const [whoAtProvider, otherAtProvider] = [await providerIdOf(who), await providerIdOf(other)];
    const client = app.get(CardProviderClient);
    const searchCard = client.searchCard.bind(client);
    const events: string[] = [];
    const leases: unknown[] = [];
    const spy = jest.spyOn(client, 'searchCard').mockImplementation(async (memberId) => {
      const label = memberId === whoAtProvider ? 'who' : memberId === otherAtProvider ? 'other' : 'someone';
      events.push(`${label} in`);
      // The lease is a committed row, seen from another connection while the provider is being asked.
      leases.push(...(await sql(em.fork(), 'select name from billing_leases where name like ?', [`cards:%`])));
      await new Promise((resolve) => setTimeout(resolve, 300));
      events.push(`${label} out`);
      return searchCard(memberId);
    });
    try {
      const answers = await Promise.all([makeDefault(who, '0'), makeDefault(who, '1'), makeDefault(other, '0')]);
      expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    } finally {
      spy.mockRestore();
    }
    // The second change of the same member starts after the first is over; the other member's ran alongside.
    expect(events.filter((e) => e.startsWith('who'))).toEqual(['who in', 'who out', 'who in', 'who out']);
    expect(events.indexOf('other in')).toBeLessThan(events.lastIndexOf('who in'));
    expect(leases).toEqual(expect.arrayContaining([{ name: `cards:${who.userId}` }, { name: `cards:${other.userId}` }]));
    expect(await sql(em.fork(), 'select 1 from billing_leases where name in (?, ?)', [`cards:${who.userId}`, `cards:${other.userId}`])).toEqual([]);
  });

  it('keeps at most 5 cards and exactly one default when saves, default changes and deletes all arrive at once', async () => {
    const who = await member();
    for (let i = 0; i < 3; i++) await save(who);
    const tokens = await Promise.all([VISA, MASTER, VISA, MASTER].map((card) => tokenFor(who, card)));
    const answers = await Promise.all([...tokens.map((token) => saveCard(who, token)), makeDefault(who, '0'), makeDefault(who, '2'), remove(who, '1')]);
    for (const res of answers) expect([200, 404, 422]).toContain(res.status);
    const live = await cardsOf(who);
    expect(live.length).toBeLessThanOrEqual(5);
    expect(await atProvider(who)).toHaveLength(live.length + (answers[6].status === 200 ? 1 : 0));
    expect(live.filter((card) => card.default_flag === '1')).toHaveLength(1);
    // Our record names a live card: the default the member sees is the one we charge.
    const [{ default_card_seq }] = await sql<{ default_card_seq: string }>(em.fork(), 'select default_card_seq from billing_members where user_id = ?', [who.userId]);
    expect(live.find((card) => card.default_flag === '1')?.card_seq).toBe(default_card_seq);
  });

  it("refuses another member's card_seq and changes nothing, for either member", async () => {
    const owner = await member();
    for (let i = 0; i < 3; i++) await save(owner);
    const other = await member();
    await save(other, MASTER);
    const before = { owner: await cardsOf(owner), other: await cardsOf(other) };

    for (const attempt of [remove(other, '2'), makeDefault(other, '1'), remove(other, '99')]) {
      const res = await attempt;
      expect([res.status, res.body]).toEqual([404, { message: PaymentMessages.cardNotFound, errors: { card_seq: [PaymentMessages.cardNotFound] } }]);
    }
    const stranger = await member();
    expect((await remove(stranger, '0')).status).toBe(404);
    expect((await makeDefault(stranger, '0')).status).toBe(404);
    const malformed = await remove(other, 'abc');
    expect([malformed.status, malformed.body]).toEqual([422, { message: PaymentMessages.cardSeqInvalid, errors: { card_seq: [PaymentMessages.cardSeqInvalid] } }]);

    expect({ owner: await cardsOf(owner), other: await cardsOf(other) }).toEqual(before);
    expect(await atProvider(owner)).toHaveLength(3);
    expect(await cardsOf(stranger)).toEqual([]);
  });

  it('changes the default card; deleting the default makes the newest remaining card the default', async () => {
    const who = await member();
    for (const card of [VISA, MASTER, VISA]) await save(who, card);
    const changed = await makeDefault(who, '0');
    expect([changed.status, changed.body.message, summary(changed.body.data)]).toEqual([200, CardMessages.defaultChanged, ['0*', '2', '1']]);
    expect(summary(await cardsOf(who))).toEqual(['0*', '2', '1']);
    expect((await makeDefault(who, 0)).status).toBe(200);

    // A card that is not the default goes; the default stays.
    const removed = await remove(who, '1');
    expect([removed.status, removed.body.message, summary(removed.body.data)]).toEqual([200, CardMessages.deleted, ['0*', '2']]);
    // The default goes: the newest remaining card takes over.
    expect(summary((await remove(who, '0')).body.data)).toEqual(['2*']);
    expect(summary(await cardsOf(who))).toEqual(['2*']);
    expect((await remove(who, '0')).status).toBe(404);
    expect((await remove(who, '2')).body.data).toEqual([]);
    expect(await app.get(SavedCards).defaultCard(who.userId)).toBeNull();
  });

  it('refuses a used or expired token with the card-registration failure, and saves nothing', async () => {
    const who = await member();
    const token = await tokenFor(who);
    expect((await saveCard(who, token)).status).toBe(200);
    const used = await saveCard(who, token);
    expect([used.status, used.body]).toEqual([422, { message: CardMessages.saveFailed, errors: { token: [CardMessages.saveFailed] } }]);

    const stale = await tokenFor(who, MASTER);
    clock += 31 * 60 * 1000; // tokens live 30 minutes
    const expired = await saveCard(who, stale);
    expect([expired.status, expired.body.message]).toEqual([422, CardMessages.saveFailed]);
    expect(summary(await cardsOf(who))).toEqual(['0*']);
  });

  it('lets a purchase charge the default card at the provider', async () => {
    const who = await member();
    await save(who, MASTER);
    const cards = app.get(SavedCards);
    const [memberId, card] = [await cards.providerMemberId(who.userId), await cards.defaultCard(who.userId)];
    const client = app.get(CardProviderClient);
    const orderId = `cards-${Date.now().toString(36)}`;
    const access = await client.entryTran({ orderId, jobCd: 'CAPTURE', amount: 9_000, tax: 900 });
    await client.execTran({ ...access, orderId, card: { memberId: memberId!, cardSeq: card!.card_seq } });
    expect(await client.searchTrade(orderId)).toMatchObject({ status: 'CAPTURE', memberId, cardNo: '************4444' });
  });

  it('limits new cards to 10 an hour per member', async () => {
    const who = await member();
    for (let i = 0; i < 10; i++) expect((await saveCard(who, `unknown-token-${i}`)).status).toBe(422);
    const refused = await save(who);
    expect([refused.status, refused.body]).toEqual([429, { message: Messages.common.tooManyRequests }]);
    expect(await cardsOf(who)).toEqual([]);
  });

  it('answers 503 with the toast message when the provider cannot be reached', async () => {
    const token = await tokenFor(await member());
    const down = await startTestApi({ CARD_PROVIDER_API_URL: `http://127.0.0.1:${await closedPort()}/payments/payment`, CARD_PROVIDER_TIMEOUT_MS: '2000' });
    try {
      const who = await signedUpMember(down, '10.75');
      const res = await who.agent.post('/api/payments/saveCard').set('X-XSRF-TOKEN', who.token).send({ token });
      expect([res.status, res.body]).toEqual([503, { message: CardMessages.saveFailed }]);
      // Nothing recorded: the member was never registered at the provider.
      expect(await sql(em.fork(), 'select 1 from billing_members where user_id = ?', [who.userId])).toEqual([]);
    } finally {
      await down.close();
    }
  });
});
