import { ADMISSION_FEE_YEN, type PlanType, taxPercent, withTax } from '@coaching/contracts';

/**
 * The admission fee without tax, for a plan's tax rate. Spec §9 states the fee as the member pays it, 33,000
 * yen; this is the largest tax-excluded amount that does not cost more than that once `withTax` adds the tax
 * (exactly 30,000 at 10%), so the fee reads 33,000 on every screen and charge.
 */
export function admissionFeeExcludingTax(taxRate: number | string): number {
  let base = Math.floor((ADMISSION_FEE_YEN * 100) / (100 + taxPercent(taxRate)));
  while (withTax(base + 1, taxRate) <= ADMISSION_FEE_YEN) base += 1;
  return base;
}

/** The admission fee is paid once per member, with a first normal plan; an add plan never carries it. */
export function isAdmissionFeeDue(purchase: { planType: PlanType; memberHasPaidAdmission: boolean }): boolean {
  return purchase.planType !== 'add' && !purchase.memberHasPaidAdmission;
}
