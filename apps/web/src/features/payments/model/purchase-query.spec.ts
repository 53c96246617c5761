import { PaymentMessages } from '@coaching/contracts';
import { parseItemCreateQuery, parsePlanCreateQuery } from './purchase-query';

const q = (text: string) => new URLSearchParams(text);

describe('parsePlanCreateQuery', () => {
  it('defaults the method to bulk and the period to one month', () => {
    expect(parsePlanCreateQuery(q('plan_id=3'))).toEqual({ ok: true, value: { planId: 3, method: 'bulk', period: 1, couponCode: null } });
  });

  it('reads every parameter, trimming the coupon code', () => {
    expect(parsePlanCreateQuery(q('plan_id=12&method=split&period=3&coupon_code=%20FRIEND5000%20'))).toEqual({
      ok: true,
      value: { planId: 12, method: 'split', period: 3, couponCode: 'FRIEND5000' },
    });
  });

  it.each(['', 'plan_id=', 'plan_id=abc', 'plan_id=0', 'plan_id=-2', 'plan_id=1.5', 'plan_id=99999999999'])('refuses a missing or malformed plan id (%s)', (text) => {
    expect(parsePlanCreateQuery(q(text))).toEqual({ ok: false, message: PaymentMessages.planNotPurchasable });
  });

  it('refuses a period outside 1–6 months and an unknown method with the shared messages', () => {
    expect(parsePlanCreateQuery(q('plan_id=1&period=7'))).toEqual({ ok: false, message: PaymentMessages.invalidPeriod });
    expect(parsePlanCreateQuery(q('plan_id=1&method=cash'))).toEqual({ ok: false, message: PaymentMessages.methodRequired });
  });

  it('refuses monthly split for one month', () => {
    expect(parsePlanCreateQuery(q('plan_id=1&method=split&period=1'))).toEqual({ ok: false, message: PaymentMessages.splitNeedsPeriod });
    expect(parsePlanCreateQuery(q('plan_id=1&method=split'))).toEqual({ ok: false, message: PaymentMessages.splitNeedsPeriod });
  });
});

describe('parseItemCreateQuery', () => {
  it('defaults the quantity to 1 and the method to bulk', () => {
    expect(parseItemCreateQuery(q('item_id=5'))).toEqual({ ok: true, value: { itemId: 5, quantity: 1, method: 'bulk' } });
  });

  it('reads quantity and method', () => {
    expect(parseItemCreateQuery(q('item_id=5&quantity=6&method=bank'))).toEqual({ ok: true, value: { itemId: 5, quantity: 6, method: 'bank' } });
  });

  it('refuses split for an item, a quantity outside 1–6 and a bad id', () => {
    expect(parseItemCreateQuery(q('item_id=5&method=split'))).toEqual({ ok: false, message: PaymentMessages.itemMethodNotAllowed });
    expect(parseItemCreateQuery(q('item_id=5&quantity=0'))).toEqual({ ok: false, message: PaymentMessages.invalidQuantity });
    expect(parseItemCreateQuery(q('item_id=x'))).toEqual({ ok: false, message: PaymentMessages.itemNotPurchasable });
  });
});
