import { couponApplicability, type CouponTerms } from './coupon-applicability';

const now = new Date('2026-11-22T03:00:00Z');
const open: CouponTerms = { isActive: true, startsAt: null, endsAt: null, planId: null, maxUses: null };
const given = (terms: Partial<CouponTerms>) => ({ ...open, ...terms });

describe('couponApplicability', () => {
  it('accepts an active coupon with no limits, for any plan or none', () => {
    expect(couponApplicability(open, { now, usesSoFar: 0 })).toEqual({ ok: true });
    expect(couponApplicability(open, { planId: 3, now, usesSoFar: 1_000 })).toEqual({ ok: true });
  });

  it('refuses an inactive coupon', () => {
    expect(couponApplicability(given({ isActive: false }), { now, usesSoFar: 0 })).toEqual({ ok: false, reason: 'inactive' });
  });

  it('refuses before the start, accepts from the start', () => {
    expect(couponApplicability(given({ startsAt: new Date(now.getTime() + 1) }), { now, usesSoFar: 0 })).toEqual({ ok: false, reason: 'not_started' });
    expect(couponApplicability(given({ startsAt: now }), { now, usesSoFar: 0 })).toEqual({ ok: true });
  });

  it('accepts until just before the end, refuses from the end', () => {
    expect(couponApplicability(given({ endsAt: new Date(now.getTime() + 1) }), { now, usesSoFar: 0 })).toEqual({ ok: true });
    expect(couponApplicability(given({ endsAt: now }), { now, usesSoFar: 0 })).toEqual({ ok: false, reason: 'expired' });
  });

  it('applies a plan coupon to that plan only, and never without a plan', () => {
    const forPlan = given({ planId: 5 });
    expect(couponApplicability(forPlan, { planId: 5, now, usesSoFar: 0 })).toEqual({ ok: true });
    expect(couponApplicability(forPlan, { planId: 6, now, usesSoFar: 0 })).toEqual({ ok: false, reason: 'other_plan' });
    expect(couponApplicability(forPlan, { now, usesSoFar: 0 })).toEqual({ ok: false, reason: 'other_plan' });
  });

  it('refuses once the uses reach the limit', () => {
    expect(couponApplicability(given({ maxUses: 2 }), { now, usesSoFar: 1 })).toEqual({ ok: true });
    expect(couponApplicability(given({ maxUses: 2 }), { now, usesSoFar: 2 })).toEqual({ ok: false, reason: 'used_up' });
  });

  it('names the first reason when several apply, inactive before dates', () => {
    expect(couponApplicability(given({ isActive: false, endsAt: now }), { now, usesSoFar: 0 })).toEqual({ ok: false, reason: 'inactive' });
  });
});

// The limit of uses (max_uses) as a claim decides it under the coupon's lock (ClaimCouponUseCommand): `usesSoFar` is
// the uses held then, the coupon's redemptions not given back.
describe('the limit of uses, as a claim decides it', () => {
  const claim = (terms: Partial<CouponTerms>, usesSoFar: number) => couponApplicability(given(terms), { now, usesSoFar });

  it('given a coupon limited to 5 with 4 uses held, when an order claims it, then it gets the fifth', () => {
    expect(claim({ maxUses: 5 }, 4)).toEqual({ ok: true });
  });

  it('given a coupon limited to 5 with 5 uses held, when an order claims it, then it is refused as used up', () => {
    expect(claim({ maxUses: 5 }, 5)).toEqual({ ok: false, reason: 'used_up' });
  });

  it('given an admin lowered the limit below the uses already held, when an order claims it, then it is refused; the uses held stay', () => {
    expect(claim({ maxUses: 3 }, 5)).toEqual({ ok: false, reason: 'used_up' });
  });

  it('given a coupon with no limit, when an order claims it after any number of uses, then it gets one', () => {
    expect(claim({ maxUses: null }, 1_000_000)).toEqual({ ok: true });
  });

  it('given a coupon used up and also inactive, when an order claims it, then the inactive coupon is named first', () => {
    expect(claim({ maxUses: 1, isActive: false }, 1)).toEqual({ ok: false, reason: 'inactive' });
  });
});
