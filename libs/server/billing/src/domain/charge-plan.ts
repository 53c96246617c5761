/** One charge to the member: its tax-excluded amount and the tax on it (`taxOn`, rounded down per charge). */
export interface Charge {
  amount: number;
  tax: number;
}

/**
 * What a purchase charges, in order: one charge for bulk card and bank transfer, one a month for split.
 * The order keeps these; the member pays amount + tax of each (the calc result's `instalments`).
 */
export interface ChargePlan {
  charges: Charge[];
}
