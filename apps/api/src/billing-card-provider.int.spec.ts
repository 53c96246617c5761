import { PaymentMessages } from '@coaching/contracts';
import { loadConfig } from '@coaching/server-core';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CardProviderClient, CardProviderError, CardProviderUnavailable, DECLINE_MESSAGES, ProviderErrorInfo } from '@coaching/server-billing';
// The protocol peer: the sandbox's card provider, started in-process; tokens come from its browser script.
import { cardToken, type RunningSandbox, startSandbox } from '@coaching/sandbox/testing';
import { closedPort } from './testing/closed-port';

const CARDS = { approve: '4111111111111111', decline: '4000000000000002', congestion: '4000000000000119', hang: '4000000000000300' };
const SHOP_ID = 'tshop00000001';

describe('CardProviderClient against the sandbox speaking the GMO protocol', () => {
  let sandbox: RunningSandbox;
  let client: CardProviderClient;
  let clock = Date.now();
  let sequence = 0;
  const orderId = () => `t${Date.now().toString(36)}-${++sequence}`;
  const clientFor = (apiUrl: string, timeoutMs = 1500) => new CardProviderClient(loadConfig({ CARD_PROVIDER_API_URL: apiUrl, CARD_PROVIDER_TIMEOUT_MS: String(timeoutMs) }));
  const tokenFor = (cardno: string, expire = '3012') => cardToken(`${sandbox.httpUrl}/payments/ext/js/token.js`, SHOP_ID, { cardno, expire });
  const failureOf = async (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a failure'); }, (error: unknown) => error);

  beforeAll(async () => {
    sandbox = await startSandbox({ httpPort: 0, smtpPort: 0, host: '127.0.0.1', card: { hangMs: 4000 }, cardClock: () => clock });
    client = clientFor(`${sandbox.httpUrl}/payments/payment`);
  });
  afterAll(() => sandbox.close());

  describe('trades', () => {
    it('charges at once with a token and finds the trade again', async () => {
      const id = orderId();
      const access = await client.entryTran({ orderId: id, jobCd: 'CAPTURE', amount: 30_000, tax: 3_000 });
      expect(access).toEqual({ accessId: expect.stringMatching(/^[0-9a-f]{32}$/), accessPass: expect.stringMatching(/^[0-9a-f]{32}$/) });
      const result = await client.execTran({ ...access, orderId: id, card: { token: await tokenFor(CARDS.approve) } });
      expect(result).toMatchObject({ acs: '0', orderId: id, approve: expect.stringMatching(/^\d+$/), tranId: expect.any(String), tranDate: expect.stringMatching(/^\d{14}$/) });
      expect(await client.searchTrade(id)).toMatchObject({ orderId: id, status: 'CAPTURE', jobCd: 'CAPTURE', amount: 30_000, tax: 3_000, ...access, cardNo: '************1111' });
    });

    it('authorises, then captures the same amount; another authorisation is voided', async () => {
      const id = orderId();
      const access = await client.entryTran({ orderId: id, jobCd: 'AUTH', amount: 9_000, tax: 900 });
      await client.execTran({ ...access, orderId: id, card: { token: await tokenFor(CARDS.approve) } });
      expect((await client.searchTrade(id))?.status).toBe('AUTH');
      await client.alterTran({ ...access, jobCd: 'SALES', amount: 9_000, tax: 900 });
      expect((await client.searchTrade(id))?.status).toBe('SALES');

      const other = orderId();
      const second = await client.entryTran({ orderId: other, jobCd: 'AUTH', amount: 1_000, tax: 100 });
      await client.execTran({ ...second, orderId: other, card: { token: await tokenFor(CARDS.approve) } });
      await client.alterTran({ ...second, jobCd: 'VOID' });
      expect((await client.searchTrade(other))?.status).toBe('VOID');
    });

    it('refuses an OrderID used before (the guard against charging twice), not retryable', async () => {
      const id = orderId();
      await client.entryTran({ orderId: id, jobCd: 'CAPTURE', amount: 100, tax: 10 });
      const error = await failureOf(client.entryTran({ orderId: id, jobCd: 'CAPTURE', amount: 100, tax: 10 }));
      expect(error).toBeInstanceOf(CardProviderError);
      expect(error).toMatchObject({ call: 'EntryTran', infos: [ProviderErrorInfo.orderIdTaken], retryable: false, message: PaymentMessages.paymentFailed });
    });

    it('answers null for an order it never heard of', async () => {
      expect(await client.searchTrade(orderId())).toBeNull();
    });

    it('reports a card-company decline with the member message, not retryable', async () => {
      const id = orderId();
      const access = await client.entryTran({ orderId: id, jobCd: 'CAPTURE', amount: 100, tax: 10 });
      const error = await failureOf(client.execTran({ ...access, orderId: id, card: { token: await tokenFor(CARDS.decline) } }));
      expect(error).toMatchObject({ declined: true, retryable: false, infos: ['42G120000'], message: DECLINE_MESSAGES['42G120000'] });
    });

    it('reports provider congestion as retryable', async () => {
      const id = orderId();
      const access = await client.entryTran({ orderId: id, jobCd: 'CAPTURE', amount: 100, tax: 10 });
      const error = await failureOf(client.execTran({ ...access, orderId: id, card: { token: await tokenFor(CARDS.congestion) } }));
      expect(error).toMatchObject({ retryable: true, declined: false, infos: ['E92000001'] });
    });

    it('gives up after the timeout with the outcome unknown; SearchTrade then tells what the provider did', async () => {
      const id = orderId();
      const access = await client.entryTran({ orderId: id, jobCd: 'CAPTURE', amount: 5_000, tax: 500 });
      const started = Date.now();
      const error = await failureOf(client.execTran({ ...access, orderId: id, card: { token: await tokenFor(CARDS.hang) } }));
      expect(error).toBeInstanceOf(CardProviderUnavailable);
      expect(error).toMatchObject({ call: 'ExecTran', outcomeUnknown: true, retryable: true, reason: 'timeout' });
      expect(Date.now() - started).toBeLessThan(3500);
      // The provider approved it before the answer was lost: recorded, not charged again.
      expect(await client.searchTrade(id)).toMatchObject({ status: 'CAPTURE', amount: 5_000 });
    });
  });

  describe('members and saved cards', () => {
    it('registers a member once, saves cards, charges a saved card and deletes one', async () => {
      const memberId = `gg-${Date.now().toString(16)}${sequence++}`;
      expect(await client.searchMember(memberId)).toBeNull();
      expect(await client.searchCard(memberId)).toEqual([]);
      await client.saveMember(memberId);
      expect(await client.searchMember(memberId)).toEqual({ memberId, memberName: '', deleted: false });
      expect(await failureOf(client.saveMember(memberId))).toMatchObject({ infos: [ProviderErrorInfo.memberExists] });
      expect(await client.searchCard(memberId)).toEqual([]);

      const first = await client.saveCard({ memberId, token: await tokenFor(CARDS.approve, '2912'), defaultFlag: '1' });
      expect(first).toMatchObject({ cardSeq: '0', cardNo: '************1111' });
      const second = await client.saveCard({ memberId, token: await tokenFor('5555555555554444', '3001'), defaultFlag: '1' });
      expect(await client.searchCard(memberId)).toEqual([
        { cardSeq: '0', defaultFlag: '0', cardName: '', cardNo: '************1111', expire: '2912', holderName: 'TARO YAMADA', deleted: false, brand: 'VISA' },
        { cardSeq: second.cardSeq, defaultFlag: '1', cardName: '', cardNo: '************4444', expire: '3001', holderName: 'TARO YAMADA', deleted: false, brand: 'MASTER' },
      ]);

      const id = orderId();
      const access = await client.entryTran({ orderId: id, jobCd: 'CAPTURE', amount: 2_000, tax: 200 });
      await client.execTran({ ...access, orderId: id, card: { memberId, cardSeq: '0' } });
      expect(await client.searchTrade(id)).toMatchObject({ status: 'CAPTURE', memberId, cardNo: '************1111' });

      await client.deleteCard(memberId, '0');
      expect((await client.searchCard(memberId)).map((card) => [card.cardSeq, card.deleted])).toEqual([[second.cardSeq, false]]);
      expect(await failureOf(client.deleteCard(memberId, '0'))).toMatchObject({ infos: [ProviderErrorInfo.cardNotFound] });
    });

    it('refuses a used or expired token, asking for the card again', async () => {
      const memberId = `gg-${Date.now().toString(16)}${sequence++}`;
      await client.saveMember(memberId);
      const token = await tokenFor(CARDS.approve);
      await client.saveCard({ memberId, token, defaultFlag: '1' });
      const used = await failureOf(client.saveCard({ memberId, token, defaultFlag: '1' }));
      expect(used).toMatchObject({ call: 'SaveCard', retryable: false, message: PaymentMessages.tokenExpired });

      const stale = await tokenFor(CARDS.approve);
      clock += 31 * 60 * 1000;
      const expired = await failureOf(client.saveCard({ memberId, token: stale, defaultFlag: '1' }));
      expect(expired).toMatchObject({ retryable: false, message: PaymentMessages.tokenExpired });
      expect((await client.searchCard(memberId)).filter((card) => !card.deleted)).toHaveLength(1);
    });
  });

  describe('when the provider is away or not itself', () => {
    let server: Server;
    let url: string;

    beforeAll(async () => {
      server = createServer((req, res) => {
        if (req.url?.startsWith('/broken/')) res.writeHead(503).end('maintenance');
        else res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>not the provider</html>');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('reports no answer as unavailable; a change has an unknown outcome, a search does not', async () => {
      const away = clientFor(`http://127.0.0.1:${await closedPort()}/payment`);
      expect(await failureOf(away.entryTran({ orderId: orderId(), jobCd: 'CAPTURE', amount: 1, tax: 0 }))).toMatchObject({ name: 'CardProviderUnavailable', outcomeUnknown: true, retryable: true });
      expect(await failureOf(away.searchTrade(orderId()))).toMatchObject({ name: 'CardProviderUnavailable', outcomeUnknown: false });
    });

    it('reports an HTTP error or an answer outside the protocol as unavailable', async () => {
      expect(await failureOf(clientFor(`${url}/broken`).searchCard('gg-x'))).toMatchObject({ name: 'CardProviderUnavailable', reason: 'HTTP 503' });
      expect(await failureOf(clientFor(url).entryTran({ orderId: orderId(), jobCd: 'CAPTURE', amount: 1, tax: 0 }))).toMatchObject({
        name: 'CardProviderUnavailable',
        outcomeUnknown: true,
        reason: 'answer without AccessID',
      });
    });
  });
});
