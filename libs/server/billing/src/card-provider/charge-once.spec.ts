import type { EntryTranRequest, ExecTranRequest, ExecTranResult, ProviderTrade, TradeAccess } from './card-provider-client';
import { CardProviderError, CardProviderUnavailable, DECLINE_MESSAGES, ProviderErrorInfo } from './card-provider-errors';
import { chargeAtProvider, chargeOnce, type ChargeRequest, type ChargingProvider } from './charge-once';

// A test double of the provider client (an outside party's adapter; the integration specs charge the sandbox, which
// speaks the real protocol). It keeps trades by OrderID the way the provider does: EntryTran refuses a used OrderID,
// ExecTran carries an entered trade out, SearchTrade answers what it holds.
type Call = 'SearchTrade' | 'EntryTran' | 'ExecTran';

class FakeProvider implements ChargingProvider {
  readonly calls: Call[] = [];
  readonly executed: ExecTranRequest[] = [];
  private readonly trades = new Map<string, ProviderTrade>();
  /** What the next call of a name does instead of answering: refuse or fail, before (or, for `lost`, after) doing it. */
  private readonly next = new Map<Call, { error: Error; lost?: boolean }>();

  given(orderId: string, status: string, extra: Partial<ProviderTrade> = {}): this {
    this.trades.set(orderId, trade(orderId, status, extra));
    return this;
  }

  failing(call: Call, error: Error, lost = false): this {
    this.next.set(call, { error, lost });
    return this;
  }

  statusOf(orderId: string): string | undefined {
    return this.trades.get(orderId)?.status;
  }

  async searchTrade(orderId: string): Promise<ProviderTrade | null> {
    this.begin('SearchTrade');
    return this.trades.get(orderId) ?? null;
  }

  async entryTran({ orderId, amount, tax }: EntryTranRequest): Promise<TradeAccess> {
    this.begin('EntryTran');
    if (this.trades.has(orderId)) throw new CardProviderError('EntryTran', ['E01'], [ProviderErrorInfo.orderIdTaken]);
    const entered = trade(orderId, 'UNPROCESSED', { amount, tax });
    this.trades.set(orderId, entered);
    return { accessId: entered.accessId, accessPass: entered.accessPass };
  }

  async execTran(request: ExecTranRequest): Promise<ExecTranResult> {
    const failure = this.take('ExecTran');
    if (failure && !failure.lost) throw failure.error;
    const entered = this.trades.get(request.orderId);
    if (!entered || entered.accessId !== request.accessId) throw new CardProviderError('ExecTran', ['E01'], [ProviderErrorInfo.tradeNotFound]);
    this.executed.push(request);
    this.trades.set(request.orderId, { ...entered, status: 'CAPTURE', tranId: 'tran-new', approve: '7654321' });
    // Carried out, but the answer never reached us.
    if (failure) throw failure.error;
    return { acs: '0', orderId: request.orderId, forward: '2a99663', approve: '7654321', tranId: 'tran-new', tranDate: '20261201120000' };
  }

  private begin(call: Call): void {
    const failure = this.take(call);
    if (failure) throw failure.error;
  }

  private take(call: Call): { error: Error; lost?: boolean } | undefined {
    this.calls.push(call);
    const failure = this.next.get(call);
    this.next.delete(call);
    return failure;
  }
}

const trade = (orderId: string, status: string, extra: Partial<ProviderTrade> = {}): ProviderTrade => ({
  orderId,
  status,
  processDate: '20261201120000',
  jobCd: 'CAPTURE',
  accessId: `access-${orderId}`,
  accessPass: `pass-${orderId}`,
  amount: 30_000,
  tax: 3_000,
  memberId: '',
  cardNo: '************1111',
  forward: '2a99663',
  tranId: status === 'UNPROCESSED' ? '' : 'tran-before',
  approve: status === 'UNPROCESSED' ? '' : '1234567',
  ...extra,
});

const savedCard = { memberId: 'gg-member', cardSeq: '2' };
const request = (extra: Partial<ChargeRequest> = {}): ChargeRequest => ({ orderId: 'order-1', amount: 30_000, tax: 3_000, card: savedCard, askFirst: false, ...extra });
const declined = (info: string) => new CardProviderError('ExecTran', [info.slice(0, 3)], [info]);
const unreachable = (call: string) => new CardProviderUnavailable(call, call !== 'SearchTrade', 'timeout');

describe('chargeOnce: one card charge, made once whatever the retries', () => {
  describe('given the provider has no trade for the OrderID', () => {
    it('when charged, then it enters and executes the trade (two calls) with the saved card and answers it captured', async () => {
      const provider = new FakeProvider();
      const outcome = await chargeOnce(provider, request());
      expect(provider.calls).toEqual(['EntryTran', 'ExecTran']);
      expect(provider.executed).toEqual([{ accessId: 'access-order-1', accessPass: 'pass-order-1', orderId: 'order-1', card: savedCard }]);
      expect(outcome).toEqual({ outcome: 'captured', providerOrderId: 'order-1', jobCode: 'CAPTURE', tranId: 'tran-new', approve: '7654321', chargedAt: expect.any(String) });
      expect(provider.statusOf('order-1')).toBe('CAPTURE');
    });

    it('when charged with a card token, then the token pays', async () => {
      const provider = new FakeProvider();
      await chargeOnce(provider, request({ card: { token: 'tok-1' } }));
      expect(provider.executed.map((exec) => exec.card)).toEqual([{ token: 'tok-1' }]);
    });

    it('when charged asking first, then it asks (SearchTrade) before entering and executing', async () => {
      const provider = new FakeProvider();
      const outcome = await chargeOnce(provider, request({ askFirst: true }));
      expect(provider.calls).toEqual(['SearchTrade', 'EntryTran', 'ExecTran']);
      expect(outcome).toMatchObject({ outcome: 'captured', jobCode: 'CAPTURE', tranId: 'tran-new' });
    });
  });

  describe.each(['CAPTURE', 'SALES', 'AUTH'])('given the provider carried the trade out before (%s)', (status) => {
    it('when charged asking first, then nothing is charged: the trade is answered as captured, as the provider recorded it', async () => {
      const provider = new FakeProvider().given('order-1', status);
      const outcome = await chargeOnce(provider, request({ askFirst: true }));
      expect(provider.calls).toEqual(['SearchTrade']);
      expect(outcome).toEqual({ outcome: 'captured', providerOrderId: 'order-1', jobCode: status, tranId: 'tran-before', approve: '1234567', chargedAt: expect.any(String) });
    });

    it('when charged without asking, then EntryTran refuses the used OrderID, the provider is asked, and nothing is charged', async () => {
      const provider = new FakeProvider().given('order-1', status);
      const outcome = await chargeOnce(provider, request());
      expect(provider.calls).toEqual(['EntryTran', 'SearchTrade']);
      expect(provider.executed).toEqual([]);
      expect(outcome).toMatchObject({ outcome: 'captured', jobCode: status, tranId: 'tran-before', approve: '1234567' });
    });
  });

  describe('given the trade was entered but never executed (a try that died between the two calls)', () => {
    it('when charged asking first, then only the execution is left to do, with the trade it found', async () => {
      const provider = new FakeProvider().given('order-1', 'UNPROCESSED');
      const outcome = await chargeOnce(provider, request({ askFirst: true }));
      expect(provider.calls).toEqual(['SearchTrade', 'ExecTran']);
      expect(provider.executed).toEqual([expect.objectContaining({ accessId: 'access-order-1', accessPass: 'pass-order-1' })]);
      expect(outcome).toMatchObject({ outcome: 'captured', jobCode: 'CAPTURE', tranId: 'tran-new', approve: '7654321' });
    });

    it('when charged without asking, then the used OrderID sends it to the provider’s record and it executes that entry', async () => {
      const provider = new FakeProvider().given('order-1', 'UNPROCESSED');
      const outcome = await chargeOnce(provider, request());
      expect(provider.calls).toEqual(['EntryTran', 'SearchTrade', 'ExecTran']);
      expect(provider.executed).toHaveLength(1);
      expect(outcome).toMatchObject({ outcome: 'captured', tranId: 'tran-new' });
    });
  });

  describe('given the provider refuses', () => {
    it('when the card company declines, then it is declined with the provider’s code and the member’s words', async () => {
      const provider = new FakeProvider().failing('ExecTran', declined('42G020000'));
      expect(await chargeOnce(provider, request())).toEqual({ outcome: 'declined', providerOrderId: 'order-1', code: '42G020000', message: DECLINE_MESSAGES['42G020000'] });
    });

    it('when the token has expired, then it is declined (trying again will not help)', async () => {
      const provider = new FakeProvider().failing('ExecTran', declined('E61010002'));
      expect(await chargeOnce(provider, request({ card: { token: 'old' } }))).toMatchObject({ outcome: 'declined', code: 'E61010002' });
    });

    it('when EntryTran refuses the OrderID as used but the provider holds no such trade, then it is declined with that code', async () => {
      const provider = new FakeProvider().failing('EntryTran', new CardProviderError('EntryTran', ['E01'], [ProviderErrorInfo.orderIdTaken]));
      expect(await chargeOnce(provider, request())).toMatchObject({ outcome: 'declined', code: ProviderErrorInfo.orderIdTaken });
      expect(provider.calls).toEqual(['EntryTran', 'SearchTrade']);
    });

    it('when the provider is congested, then the outcome is unknown and may be tried again, nothing charged', async () => {
      const busy = declined('E92000001');
      const provider = new FakeProvider().failing('ExecTran', busy);
      expect(await chargeOnce(provider, request())).toEqual({ outcome: 'unknown', providerOrderId: 'order-1', error: busy });
      expect(provider.statusOf('order-1')).toBe('UNPROCESSED');
    });
  });

  describe('given the provider does not answer', () => {
    it('when SearchTrade goes unanswered, then the outcome is unknown and nothing was entered', async () => {
      const provider = new FakeProvider().failing('SearchTrade', unreachable('SearchTrade'));
      expect(await chargeOnce(provider, request({ askFirst: true }))).toMatchObject({ outcome: 'unknown', error: expect.any(CardProviderUnavailable) });
      expect(provider.calls).toEqual(['SearchTrade']);
    });

    it('when ExecTran’s answer is lost after the provider carried it out, then the outcome is unknown; asked again, it is captured from the record, never charged twice', async () => {
      const provider = new FakeProvider().failing('ExecTran', unreachable('ExecTran'), true);
      const first = await chargeOnce(provider, request());
      expect(first).toMatchObject({ outcome: 'unknown', error: { name: 'CardProviderUnavailable', outcomeUnknown: true } });
      const again = await chargeOnce(provider, request({ askFirst: true }));
      expect(again).toMatchObject({ outcome: 'captured', jobCode: 'CAPTURE', tranId: 'tran-new' });
      expect(provider.executed).toHaveLength(1);
      expect(provider.calls).toEqual(['EntryTran', 'ExecTran', 'SearchTrade']);
    });
  });

  it('given a fault of ours (not the provider’s answer), when charged, then it is thrown, not answered', async () => {
    const provider = new FakeProvider().failing('EntryTran', new Error('card provider EntryTran called inside a database transaction'));
    await expect(chargeOnce(provider, request())).rejects.toThrow('inside a database transaction');
  });
});

describe('chargeAtProvider: a charge whose answer was lost, settled from the provider’s record alone', () => {
  it('given the trade was carried out, then it is captured as recorded', async () => {
    const provider = new FakeProvider().given('order-1', 'SALES');
    expect(await chargeAtProvider(provider, 'order-1')).toEqual({ outcome: 'captured', providerOrderId: 'order-1', jobCode: 'SALES', tranId: 'tran-before', approve: '1234567', chargedAt: expect.any(String) });
    expect(provider.calls).toEqual(['SearchTrade']);
  });

  it('given the trade was entered but never executed, then it is not charged, and nothing is executed', async () => {
    const provider = new FakeProvider().given('order-1', 'UNPROCESSED');
    expect(await chargeAtProvider(provider, 'order-1')).toEqual({ outcome: 'not-charged', providerOrderId: 'order-1', status: 'UNPROCESSED' });
    expect(provider.calls).toEqual(['SearchTrade']);
  });

  it('given no trade, then it is not charged', async () => {
    expect(await chargeAtProvider(new FakeProvider(), 'order-1')).toEqual({ outcome: 'not-charged', providerOrderId: 'order-1', status: null });
  });

  it('given the provider does not answer, then it throws: ask again later', async () => {
    const provider = new FakeProvider().failing('SearchTrade', unreachable('SearchTrade'));
    await expect(chargeAtProvider(provider, 'order-1')).rejects.toBeInstanceOf(CardProviderUnavailable);
  });
});
