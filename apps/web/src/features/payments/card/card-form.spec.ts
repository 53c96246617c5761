import { CardMessages, cardFormSchema, type CardForm } from '@coaching/contracts';
import { createFormControl, type RegisterOptions } from 'react-hook-form';
import { cardFormOptions, expiryYearRules, type CardFormValues } from './card-form';

// The form engine useForm runs, driven as CardFields' Controllers drive it (change events, then a blur
// that reads the form's value), without a browser.

/** 28 November 2026 in Tokyo: a card expiring in October 2026 has run out. */
const now = new Date('2026-11-28T03:00:00Z');

type Name = keyof CardFormValues;
const RULES: Partial<Record<Name, RegisterOptions<CardFormValues, Name>>> = { expireYear: expiryYearRules };

function cardForm() {
  const form = createFormControl<CardFormValues, unknown, CardForm>(cardFormOptions(cardFormSchema(now)));
  const fields = Object.fromEntries((['cardno', 'holdername', 'expireMonth', 'expireYear', 'securitycode'] as const).map((name) => [name, form.register(name, RULES[name])]));
  const type = (name: Name, value: string) => fields[name].onChange({ target: { name, value }, type: 'change' });
  const leave = (name: Name) => fields[name].onBlur({ target: { name, value: form.getValues(name) }, type: 'blur' });
  /** The message under the month/year pair (CardFields' ExpiryHelp): the month's, else the year's. */
  const expiryMessage = () => form.getFieldState('expireMonth').error?.message ?? form.getFieldState('expireYear').error?.message;
  return { form, type, leave, expiryMessage };
}

/** Lets the resolver's answers, and the re-checks they start, land. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

async function fillAllBut(card: ReturnType<typeof cardForm>, month: string, year: string) {
  await card.type('cardno', '4111111111111111');
  await card.type('holdername', 'TARO YAMADA');
  await card.type('expireMonth', month);
  await card.leave('expireMonth');
  await card.type('expireYear', year);
  await card.leave('expireYear');
  await settled();
}

describe('card form: the expiry message follows the month and year together', () => {
  it('clears the message once a new year makes the pair valid, and the form goes through', async () => {
    const card = cardForm();
    await fillAllBut(card, '10', '26');
    const sent = jest.fn();
    await card.form.handleSubmit(sent)();
    expect(sent).not.toHaveBeenCalled();
    expect(card.expiryMessage()).toBe(CardMessages.expireInvalid);

    // The member corrects the year only: 10/27 is valid, so nothing may stay under the pair.
    await card.type('expireYear', '2');
    await card.type('expireYear', '27');
    await settled();
    expect(card.expiryMessage()).toBeUndefined();
    await card.form.handleSubmit(sent)();
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('tells a card that ran out this year as the year is left, not only on submit', async () => {
    const card = cardForm();
    await fillAllBut(card, '10', '26');
    expect(card.expiryMessage()).toBe(CardMessages.expireInvalid);
  });

  it('keeps no message from a year typed digit by digit, even when the checks overlap', async () => {
    const card = cardForm();
    await fillAllBut(card, '04', '2');
    expect(card.expiryMessage()).toBe(CardMessages.expireInvalid);
    // Both changes start their check before either answers: the one for '2' must not land last.
    await Promise.all([card.type('expireYear', '2'), card.type('expireYear', '29')]);
    await settled();
    expect(card.expiryMessage()).toBeUndefined();
  });
});
