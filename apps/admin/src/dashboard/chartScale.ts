// The dashboard's value axes end on a round number above the largest value, with room to spare: the top bar and the
// top line's mark are drawn whole, and the axis has a labelled tick at its end (issue 33: November's bar and line were
// cut off at the top of their charts).

/** The round number a value axis ends at: 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 × 10ⁿ, at least 8 % above `largest` (1 for an empty chart). */
export function axisMax(values: readonly (number | null | undefined)[]): number {
  const largest = Math.max(0, ...values.map((v) => v ?? 0));
  if (largest <= 0) return 1;
  const target = largest * 1.08;
  const power = 10 ** Math.floor(Math.log10(target));
  const step = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((m) => m * power >= target) ?? 10;
  return step * power;
}
