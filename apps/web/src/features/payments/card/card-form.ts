import type { CardForm, cardFormSchema } from '@coaching/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { RegisterOptions, UseFormProps } from 'react-hook-form';
import type { z } from 'zod';

// How the card form (CardFields in NewCardForm) is validated; kept apart from the components so the
// timing of its messages can be tested without a browser.

export type CardFormValues = z.input<ReturnType<typeof cardFormSchema>>;

export const emptyCard: CardFormValues = { cardno: '', holdername: '', expireMonth: '', expireYear: '', securitycode: '' };

/** Each field is checked once left, then as it changes; everything again on submit. */
export function cardFormOptions(schema: ReturnType<typeof cardFormSchema>): UseFormProps<CardFormValues, unknown, CardForm> {
  return { resolver: zodResolver(schema), defaultValues: emptyCard, mode: 'onTouched' };
}

/**
 * The month carries the pair's error (a card that ran out earlier this year), so whenever the year is
 * checked the month is checked again: otherwise a corrected year would leave the old message standing.
 */
export const expiryYearRules = { deps: ['expireMonth'] } satisfies RegisterOptions<CardFormValues, 'expireYear'>;
