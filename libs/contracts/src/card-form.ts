import { z } from 'zod';
import { SAVED_CARDS_MAX, TIME_ZONE } from './constants';

// The card form of spec §3/§5. Card details never reach our servers (ARCHITECTURE.md, Security): this
// schema runs in the browser before the provider's script tokenises the card, so the member sees the
// spec's messages instead of the provider's result codes.

export const CardMessages = {
  cardnoRequired: 'カード番号を入力してください。',
  cardnoDigits: 'カード番号は数字で入力してください。',
  cardnoTooLong: 'カード番号は16桁以内で入力してください。',
  cardnoInvalid: 'カード番号を正しく入力してください。',
  holdernameRequired: 'カード名義を入力してください。',
  holdernameInvalid: 'カード名義は半角英字で入力してください。',
  holdernameTooLong: 'カード名義は50文字以内で入力してください。',
  expireRequired: '有効期限を入力してください。',
  expireInvalid: '有効期限を正しく入力してください。',
  securitycodeInvalid: 'セキュリティコードは数字4桁以内で入力してください。',
  saveFailed: 'カード情報の登録に失敗しました。',
  deleteFailed: 'カードの削除に失敗しました。',
  defaultChangeFailed: 'デフォルトカードの変更に失敗しました。',
  limitReached: `カードは最大${SAVED_CARDS_MAX}枚まで登録できます。`,
  saved: 'カード情報を登録しました。',
  deleted: 'カードを削除しました。',
  defaultChanged: 'デフォルトカードを変更しました。',
  // The card that pays a monthly schedule (issue 32): it is moved to another card before it can go.
  paysSchedule: 'このカードは毎月のお支払いに使われているため削除できません。先に残りのお支払いを別のカードに変更してください。',
  paysPendingOrder: 'このカードで決済処理中のお申し込みがあるため、いまは削除できません。しばらくしてから再度お試しください。',
  scheduleMoved: '残りのお支払いのカードを変更しました。',
  scheduleMoveFailed: 'お支払いカードの変更に失敗しました。',
  noChargesAhead: 'このお申し込みには、これからお引き落としするお支払いがありません。',
} as const;

const m = CardMessages;

export const CARD_NUMBER_MAX_DIGITS = 16;
export const SECURITY_CODE_MAX_DIGITS = 4;
export const CARD_HOLDER_NAME_MAX_LENGTH = 50;

/** What the card-number field keeps of what was typed or pasted ('4111 1111-1111 1111'): its digits, at most 16. */
export function normaliseCardNumber(input: string): string {
  return input.replace(/\D/g, '').slice(0, CARD_NUMBER_MAX_DIGITS);
}

/**
 * The expiry month as the member types it (spec §5): a single digit above 1 can only be that month, so it
 * is zero-padded at once and the month is complete; '1' (and '0') wait for a second digit, as 10–12 or
 * 01–09 may follow. `complete` tells the form to move the focus to the year.
 */
export function padExpiryMonth(input: string): { value: string; complete: boolean } {
  const digits = input.replace(/\D/g, '').slice(0, 2);
  const value = /^[2-9]$/.test(digits) ? `0${digits}` : digits;
  return { value, complete: isMonth(value) };
}

/** The provider's expiry (PROTOCOLS.md: `expire` is YYMM) from the form's month and two-digit year. */
export function toProviderExpire(month: string, year: string): string {
  const mm = month.replace(/\D/g, '').padStart(2, '0').slice(-2);
  const yy = year.replace(/\D/g, '').padStart(2, '0').slice(-2);
  return `${yy}${mm}`;
}

const isMonth = (value: string) => /^(0[1-9]|1[0-2])$/.test(value);

/** The current year (two digits) and month in Japan, where the school and its card expiries are. */
function tokyoYearMonth(now: Date): { yy: number; mm: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, year: 'numeric', month: 'numeric' }).formatToParts(now);
  const year = Number(parts.find((p) => p.type === 'year')?.value);
  const month = Number(parts.find((p) => p.type === 'month')?.value);
  return { yy: year % 100, mm: month };
}

/** Each check aborts, so a field answers one message: the first rule it breaks. */
const required = (message: string) => z.string({ error: message }).trim().min(1, { error: message, abort: true });

/**
 * The card form (spec §5). `now` fixes "this year": a card cannot have expired before this month.
 * Two-digit years are compared as they are: cards are valid for far less than the 74 years before the
 * century turns.
 */
export function cardFormSchema(now: Date = new Date()) {
  const { yy, mm } = tokyoYearMonth(now);
  return z
    .object({
      cardno: required(m.cardnoRequired)
        .regex(/^\d+$/, { error: m.cardnoDigits, abort: true })
        .max(CARD_NUMBER_MAX_DIGITS, { error: m.cardnoTooLong, abort: true })
        .regex(/^\d{14,16}$/, { error: m.cardnoInvalid }),
      holdername: required(m.holdernameRequired)
        .max(CARD_HOLDER_NAME_MAX_LENGTH, { error: m.holdernameTooLong, abort: true })
        // Embossed names: the provider accepts half-width letters, digits, spaces and a few marks (code 131).
        .regex(/^[A-Za-z0-9 .,'/-]+$/, { error: m.holdernameInvalid }),
      expireMonth: required(m.expireRequired).regex(/^(0[1-9]|1[0-2])$/, { error: m.expireInvalid }),
      expireYear: required(m.expireRequired)
        .regex(/^\d{2}$/, { error: m.expireInvalid, abort: true })
        .refine((year) => Number(year) >= yy, { error: m.expireInvalid }),
      securitycode: z
        .string({ error: m.securitycodeInvalid })
        .trim()
        .regex(/^\d{0,4}$/, { error: m.securitycodeInvalid })
        .optional()
        .transform((code) => (code ? code : undefined)),
    })
    .superRefine((card, ctx) => {
      // A card that ran out earlier this year: the month alone is valid, the pair is not.
      if (typeof card.expireYear === 'string' && typeof card.expireMonth === 'string' && Number(card.expireYear) === yy && isMonth(card.expireMonth) && Number(card.expireMonth) < mm) {
        ctx.addIssue({ code: 'custom', path: ['expireMonth'], message: m.expireInvalid });
      }
    });
}

export type CardForm = z.infer<ReturnType<typeof cardFormSchema>>;
