import { deciderSpec } from '@coaching/server-core/testing';
import { isSettled, orderDecider, OrderRuleError, providerOrderId, type OrderEvent, type PaymentRequestedData } from './order.decider';

const paymentId = '0b6f5a56-3c1e-4a8e-9d67-0c1f2e3d4a5b';
const requested = (method: PaymentRequestedData['method'], charges = method === 'split' ? 3 : 1): OrderEvent => ({
  type: 'PaymentRequested',
  data: {
    paymentId,
    memberId: 'member-1',
    kind: 'plan',
    planId: 3,
    itemId: null,
    gameId: 2,
    period: 3,
    quantity: 1,
    method,
    charges: Array.from({ length: charges }, (_, i) => ({ amount: 33_000, tax: 3_300, dueAt: `2026-${11 + i}-22T00:00:00.000Z` })),
    admissionFee: 33_000,
    couponCode: null,
    cardSeq: method === 'bank' ? null : '0',
    requestedAt: '2026-11-22T00:00:00.000Z',
  },
});
const captured = (n: number): OrderEvent => ({
  type: 'ChargeCaptured',
  data: { n, providerOrderId: providerOrderId(paymentId, n), jobCode: 'CAPTURE', tranId: 't', approve: 'a', chargedAt: '2026-11-22T00:00:01.000Z' },
});
const failed = (n: number): OrderEvent => ({
  type: 'ChargeFailed',
  data: { n, providerOrderId: providerOrderId(paymentId, n), code: '42G020000', message: 'declined', failedAt: '2026-11-22T00:00:01.000Z' },
});
const spec = deciderSpec(orderDecider);
const command = (event: OrderEvent) =>
  ({
    PaymentRequested: { type: 'PlaceOrder', data: event.data },
    ChargeCaptured: { type: 'RecordChargeCaptured', data: event.data },
    ChargeFailed: { type: 'RecordChargeFailed', data: event.data },
    TransferReceived: { type: 'RecordTransferReceived', data: event.data },
  })[event.type as 'PaymentRequested'] as never;

describe('an order', () => {
  it('is requested once', () => {
    spec.given([]).when(command(requested('bulk'))).then([requested('bulk')]);
    spec.given([requested('bulk')]).when(command(requested('bulk'))).thenThrows(new OrderRuleError('already-requested'));
  });

  it('records a capture once, however often the worker reports it', () => {
    spec.given([requested('bulk')]).when(command(captured(0))).then([captured(0)]);
    spec.given([requested('bulk'), captured(0)]).when(command(captured(0))).then([]);
  });

  it('charges a split order in order, and a later failure puts it in arrears', () => {
    spec.given([requested('split')]).when(command(captured(1))).thenThrows(new OrderRuleError('out-of-order'));
    spec.given([requested('split'), captured(0)]).when(command(captured(1))).then([captured(1)]);
    spec
      .given([requested('split'), captured(0)])
      .when(command(failed(1)))
      .then([failed(1), { type: 'OrderFellIntoArrears', data: { n: 1, at: '2026-11-22T00:00:01.000Z' } }]);
  });

  it('fails on the first charge without arrears, and a failed order cannot be captured', () => {
    spec.given([requested('bulk')]).when(command(failed(0))).then([failed(0)]);
    spec.given([requested('bulk'), failed(0)]).when(command(captured(0))).thenThrows(new OrderRuleError('order-failed'));
    spec.given([requested('bulk'), captured(0)]).when(command(failed(0))).then([]);
  });

  it('keeps bank transfers and card charges apart', () => {
    const received: OrderEvent = { type: 'TransferReceived', data: { operatorId: 'op', operatorName: '管理者', receivedAt: '2026-11-23T00:00:00.000Z' } };
    spec.given([requested('bank')]).when(command(received)).then([received]);
    spec.given([requested('bank'), received]).when(command(received)).then([]);
    spec.given([requested('bank')]).when(command(captured(0))).thenThrows(new OrderRuleError('not-card'));
    spec.given([requested('bulk')]).when(command(received)).thenThrows(new OrderRuleError('not-bank'));
    spec.given([]).when(command(captured(0))).thenThrows(new OrderRuleError('not-requested'));
    spec.given([requested('bulk')]).when(command(captured(1))).thenThrows(new OrderRuleError('unknown-charge'));
  });

  it('lets the member call off a bank transfer before it is received, once, and nothing else', () => {
    const cancelled: OrderEvent = { type: 'OrderCancelled', data: { by: 'member', cancelledAt: '2026-11-24T00:00:00.000Z' } };
    const received: OrderEvent = { type: 'TransferReceived', data: { operatorId: 'op', operatorName: '管理者', receivedAt: '2026-11-23T00:00:00.000Z' } };
    const cancel = { type: 'CancelOrder' as const, data: cancelled.data as never };
    spec.given([requested('bank')]).when(cancel).then([cancelled]);
    spec.given([requested('bank'), cancelled]).when(cancel).then([]);
    spec.given([requested('bank'), received]).when(cancel).thenThrows(new OrderRuleError('already-paid'));
    spec.given([requested('bulk')]).when(cancel).thenThrows(new OrderRuleError('not-bank'));
    spec.given([requested('bank'), cancelled]).when(command(received)).thenThrows(new OrderRuleError('cancelled'));
  });

  it('is settled by its first capture or by the transfer', () => {
    const fold = (events: OrderEvent[]) => events.reduce(orderDecider.evolve, orderDecider.initialState());
    expect(isSettled(fold([requested('bulk')]))).toBe(false);
    expect(isSettled(fold([requested('bulk'), captured(0)]))).toBe(true);
    expect(isSettled(fold([requested('bank'), { type: 'TransferReceived', data: { operatorId: 'o', operatorName: 'n', receivedAt: 'x' } }]))).toBe(true);
  });

  it('names each charge at the provider uniquely within its limits', () => {
    const id = providerOrderId(paymentId, 0);
    expect(id).toMatch(/^[A-Za-z0-9-]{1,27}$/);
    expect(providerOrderId(paymentId, 5)).not.toBe(id);
  });
});
