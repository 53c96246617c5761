import { CARD_HOLDER_NAME_MAX_LENGTH, normaliseCardNumber, padExpiryMonth, SECURITY_CODE_MAX_DIGITS } from '@coaching/contracts';

// What each card field keeps of what is typed or pasted (spec §5): the rules live in contracts; these glue
// them to the inputs, so every field holds only what the schema could accept.

export { normaliseCardNumber };

const digits = (input: string, max: number) => input.replace(/\D/g, '').slice(0, max);

/**
 * The expiry month: a single digit above 1 becomes '02'..'09' at once; `jumpToYear` when the month is
 * complete and the member typed forwards (not while deleting, which would steal the focus back).
 */
export function expiryMonthInput(input: string, previous: string): { value: string; jumpToYear: boolean } {
  const { value, complete } = padExpiryMonth(input);
  const typedForwards = input.replace(/\D/g, '').length > previous.length || value.length > previous.length;
  return { value, jumpToYear: complete && typedForwards && value !== previous };
}

export const expiryYearInput = (input: string) => digits(input, 2);
export const securityCodeInput = (input: string) => digits(input, SECURITY_CODE_MAX_DIGITS);
/** Embossed names are upper-case Latin letters; half-width only, as the provider accepts (code 131). */
export const holderNameInput = (input: string) => input.normalize('NFKC').toUpperCase().slice(0, CARD_HOLDER_NAME_MAX_LENGTH);
