import { TOKEN_TTL_MS } from './card-config';
import { TEST_CARDS } from './test-cards';
import { errorsOf, fieldsOf, providerAt } from './testing/provider-at';

describe('TradeApi', () => {
  describe('EntryTran', () => {
    it('registers an order and answers a fresh AccessID and AccessPass', () => {
      const { trades, shop, store } = providerAt();
      const answer = fieldsOf(trades.entryTran({ ...shop, OrderID: 'order-1', JobCd: 'AUTH', Amount: '22000', Tax: '2000' }));
      expect(answer).toEqual({ AccessID: expect.stringMatching(/^[0-9a-f]{32}$/), AccessPass: expect.stringMatching(/^[0-9a-f]{32}$/) });
      expect(store.findTradeByOrder('order-1')).toMatchObject({ status: 'UNPROCESSED', jobCd: 'AUTH', amount: 22000, tax: 2000, itemCode: '0000990', processDate: '20261122100000' });
    });

    it('refuses a reused OrderID (the guard against charging twice)', () => {
      const { trades, shop, entry } = providerAt();
      entry('order-1');
      expect(errorsOf(trades.entryTran({ ...shop, OrderID: 'order-1', JobCd: 'CAPTURE', Amount: '500' }))).toEqual(['E01040010']);
    });

    it('refuses wrong shop credentials', () => {
      const { trades } = providerAt();
      expect(errorsOf(trades.entryTran({ ShopID: 'tshop00000001', ShopPass: 'wrong', OrderID: 'o-1', JobCd: 'AUTH', Amount: '1' }))).toEqual(['E01030002']);
      expect(errorsOf(trades.entryTran({ ShopID: 'tshop99999999', ShopPass: 'sandbox-shop-pass', OrderID: 'o-1', JobCd: 'AUTH', Amount: '1' }))).toEqual(['E01030002']);
    });

    it('reports every format error at once, in field order', () => {
      const { trades } = providerAt();
      expect(errorsOf(trades.entryTran({}))).toEqual(['E01010001', 'E01020001', 'E01040001', 'E01050001', 'E01060001']);
      expect(errorsOf(trades.entryTran({ ShopID: 'x', ShopPass: 'y', OrderID: 'order_1', JobCd: 'AUTHX', Amount: '1,000', Tax: 'ten' }))).toEqual(['E01040013', 'E01050002', 'E01060006', 'E01070006']);
      expect(errorsOf(trades.entryTran({ ShopID: 'x', ShopPass: 'y', OrderID: 'o'.repeat(28), JobCd: 'SALES', Amount: '10000000', Tax: '10000000' }))).toEqual(['E01040003', 'E01050004', 'E01060005', 'E01070005']);
    });

    it('wants an amount for AUTH and CAPTURE but not for CHECK, and caps amount plus tax', () => {
      const { trades, shop } = providerAt();
      expect(errorsOf(trades.entryTran({ ...shop, OrderID: 'o-1', JobCd: 'AUTH', Amount: '0' }))).toEqual(['E01060001']);
      expect(fieldsOf(trades.entryTran({ ...shop, OrderID: 'o-2', JobCd: 'CHECK' }))).toHaveProperty('AccessID');
      expect(errorsOf(trades.entryTran({ ...shop, OrderID: 'o-3', JobCd: 'CAPTURE', Amount: '9999999', Tax: '1' }))).toEqual(['E01490005']);
    });
  });

  describe('ExecTran', () => {
    it('authorises with a token and answers like GMO', () => {
      const { trades, store, token, entry } = providerAt();
      const access = entry('order-1');
      const answer = fieldsOf(trades.execTran({ ...access, OrderID: 'order-1', Method: '1', Token: token() }).answer);
      expect(answer).toEqual({
        ACS: '0',
        OrderID: 'order-1',
        Forward: '2a99662',
        Method: '1',
        PayTimes: '',
        Approve: expect.stringMatching(/^\d{7}$/),
        TranID: expect.stringMatching(/^\d{28}$/),
        TranDate: '20261122100000',
        CheckString: expect.stringMatching(/^[0-9a-f]{32}$/),
      });
      expect(store.findTradeByOrder('order-1')).toMatchObject({ status: 'AUTH', jobCd: 'AUTH', card: { cardNo: TEST_CARDS.approve, expire: '3012', holderName: 'TARO YAMADA' } });
    });

    it('uses a token up: a second use is refused', () => {
      const { trades, token, entry } = providerAt();
      const once = token();
      const first = entry('order-1');
      fieldsOf(trades.execTran({ ...first, OrderID: 'order-1', Method: '1', Token: once }).answer);
      const second = entry('order-2');
      expect(errorsOf(trades.execTran({ ...second, OrderID: 'order-2', Method: '1', Token: once }).answer)).toEqual(['E61010002']);
    });

    it('refuses a token 30 minutes after it was issued, not before', () => {
      const { trades, token, entry, clock } = providerAt();
      const fresh = token();
      const stale = token();
      clock.now += TOKEN_TTL_MS - 1;
      const first = entry('order-1');
      fieldsOf(trades.execTran({ ...first, OrderID: 'order-1', Method: '1', Token: fresh }).answer);
      clock.now += 1;
      const second = entry('order-2');
      expect(errorsOf(trades.execTran({ ...second, OrderID: 'order-2', Method: '1', Token: stale }).answer)).toEqual(['E61010002']);
    });

    it('refuses to execute the same trade twice', () => {
      const { trades, token, entry } = providerAt();
      const access = entry('order-1');
      fieldsOf(trades.execTran({ ...access, OrderID: 'order-1', Method: '1', Token: token() }).answer);
      const again = token();
      expect(errorsOf(trades.execTran({ ...access, OrderID: 'order-1', Method: '1', Token: again }).answer)).toEqual(['E11010001']);
    });

    it('checks the trade: ids, password and OrderID must belong together', () => {
      const { trades, token, entry } = providerAt();
      const access = entry('order-1');
      entry('order-2');
      expect(errorsOf(trades.execTran({}).answer)).toEqual(['E01090001', 'E01100001', 'E01040001']);
      expect(errorsOf(trades.execTran({ ...access, AccessPass: 'f'.repeat(32), OrderID: 'order-1', Method: '1', Token: token() }).answer)).toEqual(['E01110002']);
      expect(errorsOf(trades.execTran({ ...access, OrderID: 'order-2', Method: '1', Token: token() }).answer)).toEqual(['E01110002']);
    });

    it('takes lump sum only, tokens only, and a well-formed security code', () => {
      const { trades, token, entry } = providerAt();
      const access = entry('order-1');
      const exec = (extra: Record<string, string>) => errorsOf(trades.execTran({ ...access, OrderID: 'order-1', ...extra }).answer);
      expect(exec({ Token: token() })).toEqual(['E01260001']);
      expect(exec({ Method: '2', Token: token() })).toEqual(['E01260002']);
      expect(exec({ Method: '1', Token: token(), SecurityCode: '12' })).toEqual(['E01460008']);
      expect(exec({ Method: '1', CardNo: TEST_CARDS.approve, Expire: '3012' })).toEqual(['E61040001']);
      expect(exec({ Method: '1' })).toEqual(['E01170001']);
      expect(exec({ Method: '1', Token: 'no-such-token' })).toEqual(['E61010002']);
    });

    it('declines the decline card for good, and lets the same trade be paid with another card', () => {
      const { trades, store, token, entry } = providerAt();
      const access = entry('order-1');
      const declined = token(TEST_CARDS.decline);
      expect(errorsOf(trades.execTran({ ...access, OrderID: 'order-1', Method: '1', Token: declined }).answer)).toEqual(['42G120000']);
      expect(store.findTradeByOrder('order-1')).toMatchObject({ status: 'UNPROCESSED', lastError: '42G120000' });
      expect(errorsOf(trades.execTran({ ...access, OrderID: 'order-1', Method: '1', Token: declined }).answer)).toEqual(['E61010002']);

      fieldsOf(trades.execTran({ ...access, OrderID: 'order-1', Method: '1', Token: token() }).answer);
      expect(store.findTradeByOrder('order-1')).toMatchObject({ status: 'AUTH', lastError: null });
    });

    it('answers congestion without using the token, so the same call can be retried', () => {
      const { trades, store, token, entry } = providerAt();
      const access = entry('order-1');
      const busy = token(TEST_CARDS.congestion);
      for (let attempt = 0; attempt < 2; attempt++) {
        expect(errorsOf(trades.execTran({ ...access, OrderID: 'order-1', Method: '1', Token: busy }).answer)).toEqual(['E92000001']);
      }
      expect(store.findTradeByOrder('order-1')?.status).toBe('UNPROCESSED');
      expect(store.listTokens()[0]).toMatchObject({ usedAt: null });
    });

    it('declines a card whose expiry month has passed in Japan', () => {
      // 2026-11-30 16:00 UTC is already 1 December in Japan.
      const { trades, token, entry } = providerAt(Date.parse('2026-11-30T16:00:00Z'));
      const lastMonth = entry('order-1');
      expect(errorsOf(trades.execTran({ ...lastMonth, OrderID: 'order-1', Method: '1', Token: token(TEST_CARDS.approve, '2611') }).answer)).toEqual(['42G830000']);
      const thisMonth = entry('order-2');
      fieldsOf(trades.execTran({ ...thisMonth, OrderID: 'order-2', Method: '1', Token: token(TEST_CARDS.approve, '2612') }).answer);
    });

    it('records the slow and hanging cards as approved before answering late or never', () => {
      const { trades, store, token, entry } = providerAt();
      const slow = entry('order-slow', 'CAPTURE');
      const slowOutcome = trades.execTran({ ...slow, OrderID: 'order-slow', Method: '1', Token: token(TEST_CARDS.slow) });
      expect(slowOutcome).toEqual({ answer: expect.objectContaining({ ok: true }), delay: 'slow' });
      expect(store.findTradeByOrder('order-slow')?.status).toBe('CAPTURE');

      const hang = entry('order-hang', 'AUTH');
      expect(trades.execTran({ ...hang, OrderID: 'order-hang', Method: '1', Token: token(TEST_CARDS.hang) }).delay).toBe('hang');
      expect(store.findTradeByOrder('order-hang')?.status).toBe('AUTH');
    });

    it('runs a CHECK without a payment method', () => {
      const { trades, store, token, entry } = providerAt();
      const access = entry('check-1', 'CHECK', '', '');
      fieldsOf(trades.execTran({ ...access, OrderID: 'check-1', Token: token() }).answer);
      expect(store.findTradeByOrder('check-1')).toMatchObject({ status: 'CHECK', method: '' });
    });
  });

  describe('AlterTran', () => {
    const authorised = (jobCd = 'AUTH') => {
      const provider = providerAt();
      const access = provider.entry('order-1', jobCd, '22000', '2000');
      fieldsOf(provider.trades.execTran({ ...access, OrderID: 'order-1', Method: '1', Token: provider.token() }).answer);
      const alter = (job: string, extra: Record<string, string> = {}) => provider.trades.alterTran({ ...provider.shop, ...access, JobCd: job, ...extra });
      return { ...provider, access, alter };
    };

    it('settles an AUTH with SALES for exactly the authorised amount', () => {
      const { alter, store, access, clock } = authorised();
      expect(errorsOf(alter('SALES'))).toEqual(['E01060001']);
      expect(errorsOf(alter('SALES', { Amount: '21999' }))).toEqual(['E01060010']);
      clock.now += 60_000;
      expect(fieldsOf(alter('SALES', { Amount: '22000' }))).toEqual({
        AccessID: access.AccessID,
        AccessPass: access.AccessPass,
        Forward: '2a99662',
        Approve: expect.stringMatching(/^\d{7}$/),
        TranID: expect.stringMatching(/^\d{28}$/),
        TranDate: '20261122100100',
      });
      expect(store.findTradeByOrder('order-1')).toMatchObject({ status: 'SALES', jobCd: 'SALES' });
      expect(errorsOf(alter('SALES', { Amount: '22000' }))).toEqual(['E01050004']);
    });

    it('voids or returns an AUTH, a SALES or a CAPTURE, and nothing twice', () => {
      const voided = authorised();
      fieldsOf(voided.alter('VOID'));
      expect(voided.store.findTradeByOrder('order-1')?.status).toBe('VOID');
      expect(errorsOf(voided.alter('RETURN'))).toEqual(['E01050004']);

      const sold = authorised();
      fieldsOf(sold.alter('SALES', { Amount: '22000' }));
      fieldsOf(sold.alter('RETURN'));
      expect(sold.store.findTradeByOrder('order-1')?.status).toBe('RETURN');
      expect(errorsOf(sold.alter('VOID'))).toEqual(['E01050004']);

      const captured = authorised('CAPTURE');
      expect(errorsOf(captured.alter('SALES', { Amount: '22000' }))).toEqual(['E01050004']);
      fieldsOf(captured.alter('VOID'));
      expect(captured.store.findTradeByOrder('order-1')?.events.map((event) => `${event.action} ${event.result}`)).toEqual([
        'EntryTran UNPROCESSED',
        'ExecTran CAPTURE',
        'AlterTran SALES E01050004',
        'AlterTran VOID VOID',
      ]);
    });

    it('cannot alter a trade that was never executed, or one it cannot find', () => {
      const { trades, shop, entry } = providerAt();
      const access = entry('order-1');
      expect(errorsOf(trades.alterTran({ ...shop, ...access, JobCd: 'VOID' }))).toEqual(['E01050004']);
      expect(errorsOf(trades.alterTran({ ...shop, ...access, AccessPass: '0'.repeat(32), JobCd: 'VOID' }))).toEqual(['E01110002']);
      expect(errorsOf(trades.alterTran({ ...access, JobCd: 'CANCEL' }))).toEqual(['E01010001', 'E01020001', 'E01050002']);
      expect(errorsOf(trades.alterTran({ ...shop, ShopPass: 'nope', ...access, JobCd: 'VOID' }))).toEqual(['E01030002']);
    });
  });

  describe('ChangeTran', () => {
    it('lowers the amount of a captured trade (a partial refund), never raises it, and keeps its status', () => {
      const provider = providerAt();
      const access = provider.entry('order-1', 'CAPTURE', '30000', '3000');
      const change = (extra: Record<string, string>) => provider.trades.changeTran({ ...provider.shop, ...access, JobCd: 'CAPTURE', ...extra });
      expect(errorsOf(change({ Amount: '9000', Tax: '900' }))).toEqual(['E01050004']);
      fieldsOf(provider.trades.execTran({ ...access, OrderID: 'order-1', Method: '1', Token: provider.token() }).answer);
      expect(errorsOf(change({ Amount: '30001', Tax: '3000' }))).toEqual(['E01060010']);
      expect(fieldsOf(change({ Amount: '9000', Tax: '900' }))).toHaveProperty('TranID');
      expect(provider.store.findTradeByOrder('order-1')).toMatchObject({ status: 'CAPTURE', amount: 9000, tax: 900 });
      expect(errorsOf(provider.trades.changeTran({ ...provider.shop, ...access, JobCd: 'AUTH', Amount: '100' }))).toEqual(['E01050004']);
    });
  });

  describe('SearchTrade', () => {
    it('tells everything about an order, in GMO field order', () => {
      const { trades, shop, token, entry } = providerAt();
      const access = entry('order-1', 'AUTH', '36300', '3300');
      fieldsOf(trades.execTran({ ...access, OrderID: 'order-1', Method: '1', Token: token() }).answer);
      const answer = trades.searchTrade({ ...shop, OrderID: 'order-1' });
      expect(answer.ok && answer.fields.map(([name]) => name)).toEqual([
        'OrderID', 'Status', 'ProcessDate', 'JobCd', 'AccessID', 'AccessPass', 'ItemCode', 'Amount', 'Tax', 'SiteID', 'MemberID',
        'CardNo', 'Expire', 'Method', 'PayTimes', 'Forward', 'TranID', 'Approve', 'ClientField1', 'ClientField2', 'ClientField3',
      ]);
      expect(fieldsOf(answer)).toMatchObject({ OrderID: 'order-1', Status: 'AUTH', JobCd: 'AUTH', ...access, Amount: '36300', Tax: '3300', CardNo: '************1111', Expire: '3012', Method: '1', SiteID: '', MemberID: '' });
    });

    it('shows an entered but unpaid order as UNPROCESSED, and refuses an unknown one', () => {
      const { trades, shop, entry } = providerAt();
      entry('order-1', 'CAPTURE');
      expect(fieldsOf(trades.searchTrade({ ...shop, OrderID: 'order-1' }))).toMatchObject({ Status: 'UNPROCESSED', JobCd: 'CAPTURE', CardNo: '', Approve: '' });
      expect(errorsOf(trades.searchTrade({ ...shop, OrderID: 'order-9' }))).toEqual(['E01110002']);
      expect(errorsOf(trades.searchTrade({}))).toEqual(['E01010001', 'E01020001', 'E01040001']);
    });
  });

  describe('paying with a saved card', () => {
    const withMember = () => {
      const provider = providerAt();
      const { members, site, token } = provider;
      fieldsOf(members.saveMember({ ...site, MemberID: 'user-1', MemberName: '山田 太郎' }));
      fieldsOf(members.saveCard({ ...site, MemberID: 'user-1', Token: token(TEST_CARDS.approve), DefaultFlag: '1' }));
      fieldsOf(members.saveCard({ ...site, MemberID: 'user-1', Token: token(TEST_CARDS.decline) }));
      return provider;
    };

    it('charges the default card when no CardSeq is given, and CardSeq when it is', () => {
      const { trades, site, entry, store } = withMember();
      const first = entry('order-1');
      fieldsOf(trades.execTran({ ...first, OrderID: 'order-1', Method: '1', ...site, MemberID: 'user-1' }).answer);
      expect(store.findTradeByOrder('order-1')).toMatchObject({ status: 'AUTH', memberId: 'user-1', siteId: 'tsite00000001', cardSeq: 0, card: { cardNo: TEST_CARDS.approve } });

      const second = entry('order-2');
      expect(errorsOf(trades.execTran({ ...second, OrderID: 'order-2', Method: '1', ...site, MemberID: 'user-1', CardSeq: '1', SecurityCode: '123' }).answer)).toEqual(['42G120000']);
    });

    it('needs the site, a known member and an existing card', () => {
      const { trades, site, entry } = withMember();
      const access = entry('order-1');
      const exec = (extra: Record<string, string>) => errorsOf(trades.execTran({ ...access, OrderID: 'order-1', Method: '1', ...extra }).answer);
      expect(exec({ MemberID: 'user-1' })).toEqual(['E01190001']);
      expect(exec({ ...site, SitePass: 'wrong', MemberID: 'user-1' })).toEqual(['E01210002']);
      expect(exec({ ...site, MemberID: 'user-9' })).toEqual(['E01390002']);
      expect(exec({ ...site, MemberID: 'user-1', CardSeq: '7' })).toEqual(['E01240002']);
      expect(exec({ ...site, MemberID: 'user-1', CardSeq: 'one' })).toEqual(['E01230006']);
    });
  });
});
