import {
  PAYMENT_METHODS,
  PURCHASE_PERIOD_MAX,
  PURCHASE_PERIOD_MIN,
  type PaymentMethod,
  type PlanCalcResult,
  type PlanType,
  taxOn,
  withTax,
} from '@coaching/contracts';
import { domainError } from '@coaching/server-core/errors';
import { admissionFeeExcludingTax } from './admission-fee';
import { BillingErrors } from './billing-errors';
import type { ChargePlan } from './charge-plan';
import { type AppliedCoupon, discountOn, splitDiscounts } from './coupon-discount';

/** A plan's price list as pricing reads it (the catalogue's plan has these fields). */
export interface PlanPriceList {
  planType: PlanType;
  isGroup: boolean;
  /** price1..price6: the monthly price, tax excluded, for periods[k] months; 0 means that period is not sold. */
  prices: readonly number[];
  /** period1..period6, in months. */
  periods: readonly number[];
  /** As stored: 1.1, or '1.10' as PostgreSQL answers a numeric. */
  taxRate: number | string;
}

export interface PlanPurchase {
  plan: PlanPriceList;
  /** Months, 1 to 6; a group plan is sold for one month only. */
  period: number;
  method: PaymentMethod;
  coupon?: AppliedCoupon | null;
  /** From `isAdmissionFeeDue`: the member has not paid the admission fee yet. Never charged with an add plan. */
  admissionFeeDue: boolean;
}

/** The same figures before tax, as the order records them (refunds and coupon reports start from these). */
export interface PlanAmountsExcludingTax {
  admissionFee: number;
  admissionDiscount: number;
  monthlyPrice: number;
  /** monthlyPrice × period. */
  subtotal: number;
  subtotalDiscount: number;
}

/** What the member sees (`result`), what is charged (`charges`, tax excluded with their tax), and the amounts before tax. */
export interface PlanQuote extends ChargePlan {
  result: PlanCalcResult;
  excludingTax: PlanAmountsExcludingTax;
}

/**
 * Prices a plan purchase: the single place plan prices are computed (ARCHITECTURE.md).
 *
 * bulk and bank: one charge of admission fee and the plan for the whole period. split (period over one month):
 * one charge a month, the first also carrying the admission fee (spec §9). Coupon discounts are taken from the
 * tax-excluded amounts and never exceed what they discount. Tax is `taxOn` each charge's tax-excluded amount
 * (money.ts), so `tax` and `total` are sums over the charges; the breakdown's lines are tax included and add
 * up to `total` exactly (see `PlanCalcResult`).
 */
export function pricePlan(purchase: PlanPurchase): PlanQuote {
  const { plan, period, method } = purchase;
  const coupon = purchase.coupon ?? null;
  if (!(PAYMENT_METHODS as readonly string[]).includes(method)) throw domainError(BillingErrors.METHOD_NOT_ALLOWED);
  if (!Number.isInteger(period) || period < PURCHASE_PERIOD_MIN || period > PURCHASE_PERIOD_MAX) throw domainError(BillingErrors.INVALID_PERIOD);
  if (plan.isGroup && period !== 1) throw domainError(BillingErrors.GROUP_PLAN_PERIOD);
  if (method === 'split' && period === 1) throw domainError(BillingErrors.SPLIT_NEEDS_PERIOD);
  const monthly = monthlyPriceFor(plan, period);
  const taxRate = plan.taxRate;

  const admissionFee = purchase.admissionFeeDue && plan.planType !== 'add' ? admissionFeeExcludingTax(taxRate) : 0;
  const admissionDiscount = coupon?.target === 'admission' ? discountOn(admissionFee, coupon) : 0;
  const admission = admissionFee - admissionDiscount;

  // The plan's part of each charge, before and after a subtotal coupon.
  const planParts = method === 'split' ? Array.from({ length: period }, () => monthly) : [monthly * period];
  const partDiscounts =
    coupon?.target !== 'subtotal' ? planParts.map(() => 0) : method === 'split' ? splitDiscounts(monthly, period, coupon) : [discountOn(planParts[0], coupon)];

  const charges = planParts.map((part, i) => {
    const amount = (i === 0 ? admission : 0) + part - partDiscounts[i];
    return { amount, tax: taxOn(amount, taxRate) };
  });
  const instalments = charges.map((charge) => charge.amount + charge.tax);
  const total = sum(instalments);

  const admissionFeeWithTax = withTax(admissionFee, taxRate);
  const discountAdmissionFee = admissionFeeWithTax - withTax(admission, taxRate);
  const discountSubtotal = sum(planParts.map((part, i) => withTax(part, taxRate) - withTax(part - partDiscounts[i], taxRate)));

  return {
    result: {
      admission_fee: admissionFeeWithTax,
      discount_admission_fee: discountAdmissionFee,
      monthly_amount: withTax(monthly, taxRate),
      // The balancing line: the plan before discount as charged, so that the breakdown adds up to `total`.
      total_amount: total - (admissionFeeWithTax - discountAdmissionFee) + discountSubtotal,
      discount_subtotal: discountSubtotal,
      total,
      tax: sum(charges.map((charge) => charge.tax)),
      tax_rate: Number(taxRate),
      coupon: coupon ? { code: coupon.code, name: coupon.name } : null,
      period,
      method,
      first_charge: instalments[0],
      instalments,
    },
    charges,
    excludingTax: {
      admissionFee,
      admissionDiscount,
      monthlyPrice: monthly,
      subtotal: monthly * period,
      subtotalDiscount: sum(partDiscounts),
    },
  };
}

/** price_k of the slot whose period_k is `period`; a period no slot prices above zero is not sold. */
function monthlyPriceFor(plan: PlanPriceList, period: number): number {
  const offered = plan.periods.map((months, k) => ({ months, price: plan.prices[k] ?? 0 })).filter((slot) => slot.months === period && slot.price > 0);
  if (offered.length === 0) throw domainError(BillingErrors.PERIOD_NOT_OFFERED);
  const price = offered[0].price;
  if (!Number.isSafeInteger(price)) throw new RangeError(`not a yen price: ${price}`);
  return price;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
