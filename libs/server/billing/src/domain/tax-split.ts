/** The consumption tax rate of a tax-included price (10 %). */
const TAX_RATE_PERCENT = 10;

/**
 * A tax-included amount as the card provider takes it (Amount excluding tax, Tax): the tax is the part of
 * the total above its 110 %, rounded down to the yen, so the two always add up to the total.
 */
export function splitTaxIncluded(total: number): { amount: number; tax: number } {
  const tax = Math.floor((total * TAX_RATE_PERCENT) / (100 + TAX_RATE_PERCENT));
  return { amount: total - tax, tax };
}
