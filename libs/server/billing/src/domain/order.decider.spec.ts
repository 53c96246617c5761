import { domainError } from '@coaching/server-core/errors';
import { deciderSpec } from '@coaching/server-core/testing';
import { BillingErrors } from './billing-errors';
import { chargeToMake, isSettled, orderDecider, OrderRuleError, providerOrderId, type OrderCommand, type OrderEvent, type OrderFacts, type PaymentRequestedData } from './order.decider';

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
/** A member who may buy anything: student information saved, no add plan held, a saved card '0'. */
const facts = (extra: Partial<OrderFacts> = {}): OrderFacts => ({ personalInformationCompleted: true, heldAddPlans: [], card: { seq: '0' }, ...extra });
const place = (event: OrderEvent, extra: Partial<OrderFacts> = {}, planType: 'normal' | 'add' | null = 'normal'): OrderCommand => {
  const { cardSeq: _decided, ...order } = event.data as PaymentRequestedData;
  return { type: 'PlaceOrder', data: { order, planType, facts: facts(extra) } };
};
const command = (event: OrderEvent) =>
  ({
    PaymentRequested: place(event),
    ChargeCaptured: { type: 'RecordChargeCaptured', data: event.data },
    ChargeFailed: { type: 'RecordChargeFailed', data: event.data },
    TransferReceived: { type: 'RecordTransferReceived', data: event.data },
  })[event.type as 'PaymentRequested'] as never;

describe('placing an order', () => {
  it('places it once', () => {
    spec.given([]).when(command(requested('bulk'))).then([requested('bulk')]);
    spec.given([requested('bulk')]).when(command(requested('bulk'))).thenThrows(new OrderRuleError('already-requested'));
  });

  describe('which card pays', () => {
    it('given the card the facts name, when a card order is placed, then it is charged on that card', () => {
      spec.given([]).when(place(requested('split'), { card: { seq: '3' } })).then([{ ...requested('split'), data: { ...requested('split').data, cardSeq: '3' } } as OrderEvent]);
    });

    it('given no card, when a card order is placed, then it is refused: a card order needs a card', () => {
      spec.given([]).when(place(requested('bulk'), { card: null })).thenThrows(domainError(BillingErrors.NO_DEFAULT_CARD));
      spec.given([]).when(place(requested('split'), { card: null })).thenThrows(domainError(BillingErrors.NO_DEFAULT_CARD));
    });

    it('given a card or none, when a bank transfer is placed, then it records no card', () => {
      spec.given([]).when(place(requested('bank'), { card: null })).then([requested('bank')]);
      spec.given([]).when(place(requested('bank'), { card: { seq: '3' } })).then([requested('bank')]);
    });
  });

  describe('the student information (spec §2)', () => {
    it('given it is not completed, when a plan is ordered, then it is refused', () => {
      spec.given([]).when(place(requested('bank'), { personalInformationCompleted: false })).thenThrows(domainError(BillingErrors.PERSONAL_INFORMATION_INCOMPLETE));
    });

    it('given it is not completed, when items are ordered, then they are placed', () => {
      const items: OrderEvent = { type: 'PaymentRequested', data: { ...requested('bulk').data, kind: 'item', planId: null, itemId: 7, period: 1, quantity: 2 } };
      spec.given([]).when(place(items, { personalInformationCompleted: false }, null)).then([items]);
    });
  });

  describe('the add plans (spec §2, §8)', () => {
    const addPlan = requested('bank');
    const { planId, gameId } = addPlan.data as PaymentRequestedData;

    it('given the member holds this add plan, when it is ordered again, then it is refused', () => {
      spec.given([]).when(place(addPlan, { heldAddPlans: [{ planId: planId!, gameId }] }, 'add')).thenThrows(domainError(BillingErrors.PLAN_ALREADY_PURCHASED));
    });

    it('given the member holds another add plan of the same game, when an add plan is ordered, then it is refused', () => {
      spec.given([]).when(place(addPlan, { heldAddPlans: [{ planId: 99, gameId }] }, 'add')).thenThrows(domainError(BillingErrors.SAME_GAME_ADD_PLAN_PURCHASED));
    });

    it('given add plans of other games only, when an add plan is ordered, then it is placed', () => {
      spec.given([]).when(place(addPlan, { heldAddPlans: [{ planId: 99, gameId: gameId + 1 }] }, 'add')).then([addPlan]);
    });

    it('given add plans of the same game, when a normal plan is ordered, then the add-plan rules do not apply', () => {
      spec.given([]).when(place(addPlan, { heldAddPlans: [{ planId: planId!, gameId }] }, 'normal')).then([addPlan]);
    });

    it('asks the student information first, then the add-plan rules, then the card', () => {
      const everything = { personalInformationCompleted: false, heldAddPlans: [{ planId: planId!, gameId }], card: null };
      spec.given([]).when(place(requested('bulk'), everything, 'add')).thenThrows(domainError(BillingErrors.PERSONAL_INFORMATION_INCOMPLETE));
      spec.given([]).when(place(requested('bulk'), { ...everything, personalInformationCompleted: true }, 'add')).thenThrows(domainError(BillingErrors.PLAN_ALREADY_PURCHASED));
    });
  });
});

describe('an order', () => {
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

  it('is charged one due charge at a time, never before its due date', () => {
    const fold = (events: OrderEvent[]) => events.reduce(orderDecider.evolve, orderDecider.initialState());
    // requested('split'): its first two charges fall due on 2026-11-22 and 2026-12-22 (UTC midnight).
    const split = fold([requested('split')]);
    const at = (iso: string) => new Date(iso);
    expect(chargeToMake(split, 0, at('2026-11-22T00:00:00.000Z'))).toEqual({ make: { amount: 33_000, tax: 3_300, dueAt: '2026-11-22T00:00:00.000Z' } });
    expect(chargeToMake(split, 0, at('2026-11-21T23:59:59.999Z'))).toEqual({ leave: 'not-due-yet' });
    expect(chargeToMake(split, 1, at('2026-12-22T00:00:00.000Z'))).toEqual({ leave: 'out-of-order' });
    const firstPaid = fold([requested('split'), captured(0)]);
    expect(chargeToMake(firstPaid, 0, at('2026-12-22T00:00:00.000Z'))).toEqual({ leave: 'already-recorded' });
    expect(chargeToMake(firstPaid, 1, at('2026-11-30T00:00:00.000Z'))).toEqual({ leave: 'not-due-yet' });
    expect(chargeToMake(firstPaid, 1, at('2026-12-22T00:00:00.000Z'))).toMatchObject({ make: { dueAt: '2026-12-22T00:00:00.000Z' } });
    expect(chargeToMake(firstPaid, 3, at('2027-06-01T00:00:00.000Z'))).toEqual({ leave: 'unknown-charge' });
    expect(chargeToMake(fold([requested('bank')]), 0, at('2027-06-01T00:00:00.000Z'))).toEqual({ leave: 'not-card' });
    expect(chargeToMake(fold([]), 0, at('2027-06-01T00:00:00.000Z'))).toEqual({ leave: 'unknown-charge' });
  });

  it('names each charge at the provider uniquely within its limits', () => {
    const id = providerOrderId(paymentId, 0);
    expect(id).toMatch(/^[A-Za-z0-9-]{1,27}$/);
    expect(providerOrderId(paymentId, 5)).not.toBe(id);
  });
});

describe('a card registered for the purchase, and moving the months ahead to another card (issue 32)', () => {
  it('marks a card registered for this purchase, so a failed first charge does not keep it; a saved card is not marked', () => {
    spec.given([]).when(place(requested('bulk'), { card: { seq: '4', new: true } })).then([{ ...requested('bulk'), data: { ...requested('bulk').data, cardSeq: '4', newCard: true } } as OrderEvent]);
    spec.given([]).when(place(requested('bulk'), { card: { seq: '4' } })).then([{ ...requested('bulk'), data: { ...requested('bulk').data, cardSeq: '4' } } as OrderEvent]);
  });

  const change = (toCardSeq: string, memberId = 'member-1'): OrderCommand => ({ type: 'ChangeOrderCard', data: { fromCardSeq: null, toCardSeq, memberId, changedAt: '2026-12-01T00:00:00.000Z' } });
  const changed = (toCardSeq: string): OrderEvent => ({ type: 'OrderCardChanged', data: { fromCardSeq: '0', toCardSeq, memberId: 'member-1', changedAt: '2026-12-01T00:00:00.000Z' } });

  it('given a split order paid so far with months ahead, when its card is changed, then the next charge is made on the new card', () => {
    spec.given([requested('split'), captured(0)]).when(change('2')).then([changed('2')]);
    const state = [requested('split'), captured(0), changed('2')].reduce(orderDecider.evolve, orderDecider.initialState());
    expect(state.requested!.cardSeq).toBe('2');
    // The same card again changes nothing.
    spec.given([requested('split'), captured(0), changed('2')]).when(change('2')).then([]);
  });

  it('refuses a change with no months ahead (one payment, unpaid, in arrears, all paid) and another member’s order', () => {
    const none = domainError(BillingErrors.NO_MONTHLY_CHARGES_AHEAD);
    spec.given([requested('bulk'), captured(0)]).when(change('2')).thenThrows(none);
    spec.given([requested('split')]).when(change('2')).thenThrows(none);
    spec.given([requested('split'), captured(0), failed(1), { type: 'OrderFellIntoArrears', data: { n: 1, at: '2026-12-22T00:00:00.000Z' } }]).when(change('2')).thenThrows(none);
    spec.given([requested('split'), captured(0), captured(1), captured(2)]).when(change('2')).thenThrows(none);
    spec.given([requested('split'), captured(0)]).when(change('2', 'member-2')).thenThrows(domainError(BillingErrors.PAYMENT_NOT_FOUND));
  });
});
