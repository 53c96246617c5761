import creditCardType from 'credit-card-type';
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

/** The card brands the school takes (issue 32), as the member reads them. */
const BRANDS = { visa: 'Visa', mastercard: 'Mastercard', jcb: 'JCB', 'american-express': 'American Express', 'diners-club': 'Diners Club' } as const;
export type CardBrand = (typeof BRANDS)[keyof typeof BRANDS];

/** Where the number is split when shown: 4-4-4-4 unless the brand says otherwise (American Express 4-6-5, Diners Club 4-6-4). */
const DEFAULT_GAPS = [4, 8, 12];

/** The brand of the number typed so far (credit-card-type's prefix table), once exactly one of ours fits; null before. */
function brandOf(digits: string): { label: CardBrand; gaps: number[] } | null {
  if (!digits) return null;
  const ours = creditCardType(digits).filter((type) => type.type in BRANDS);
  return ours.length === 1 ? { label: BRANDS[ours[0].type as keyof typeof BRANDS], gaps: ours[0].gaps } : null;
}

export const cardBrand = (digits: string): CardBrand | null => brandOf(digits)?.label ?? null;

/**
 * The number as shown while typed, in groups (4111 1111 1111 1111; American Express 3782 822463 10005). Only the
 * display: the form keeps the digits (`normaliseCardNumber`), which is what the schema checks and the provider gets.
 */
export function groupCardNumber(digits: string): string {
  const gaps = brandOf(digits)?.gaps ?? DEFAULT_GAPS;
  return [0, ...gaps]
    .map((start, i, all) => digits.slice(start, all[i + 1]))
    .filter(Boolean)
    .join(' ');
}
