// Money is integer yen. This is the one tax rule of the product (spec §9: displayed price = price × tax_rate):
// tax is computed per charge on the tax-excluded amount and rounded down to the yen (切り捨て), so a charge,
// a receipt and a price tag always agree. Shared so the server, the web app and the back office cannot differ.

/** A stored tax rate (1.10, or the string '1.10' PostgreSQL numeric answers) as a whole percentage: 10. */
export function taxPercent(taxRate: number | string): number {
  const rate = typeof taxRate === 'string' ? Number(taxRate) : taxRate;
  if (!Number.isFinite(rate) || rate < 1 || rate > 2) throw new RangeError(`tax rate out of range: ${taxRate}`);
  return Math.round((rate - 1) * 100);
}

/** The consumption tax on a tax-excluded amount, rounded down. */
export function taxOn(amountExcludingTax: number, taxRate: number | string): number {
  assertYen(amountExcludingTax);
  return Math.floor((amountExcludingTax * taxPercent(taxRate)) / 100);
}

/** A tax-excluded amount with its tax added: what the member sees and pays. */
export function withTax(amountExcludingTax: number, taxRate: number | string): number {
  return amountExcludingTax + taxOn(amountExcludingTax, taxRate);
}

function assertYen(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`not a yen amount: ${amount}`);
}
