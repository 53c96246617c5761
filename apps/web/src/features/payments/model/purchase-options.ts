import { ITEM_PAYMENT_METHODS, PURCHASE_PERIOD_MAX, PURCHASE_PERIOD_MIN, type GameRefDto, type ItemDto, type ItemPaymentMethod, type PaymentMethod, type PlanDto } from '@coaching/contracts';
import { memberPaths } from '../../../config/paths';
import { queryString } from '../api/endpoints';

// The choices of /payments and /payments/item (spec §2): the period picker, the payment-method modal, and
// where the member goes once both are chosen.

export const PAYMENT_METHOD_DESCRIPTIONS: Readonly<Record<PaymentMethod, string>> = {
  bulk: 'ご利用期間分を、クレジットカードで一度にお支払いいただきます。',
  split: '月額料金を、毎月クレジットカードでお支払いいただきます（初回は本日）。',
  bank: 'お振込先をメールでご案内します。一括でお振込みください。',
};

export const isCardMethod = (method: PaymentMethod): method is 'bulk' | 'split' => method !== 'bank';

/** Spec §2: monthly split only when the period is over one month. */
export function planMethodOptions(period: number): PaymentMethod[] {
  return period > 1 ? ['bulk', 'split', 'bank'] : ['bulk', 'bank'];
}

/** Spec §2 /payments/item: an item is paid at once, by card or by bank transfer. */
export function itemMethodOptions(): ItemPaymentMethod[] {
  return [...ITEM_PAYMENT_METHODS];
}

export interface PeriodChoice {
  period: number;
  /** The monthly price for this period, tax included; null when the plan has no price for it (a free group plan). */
  monthlyWithTax: number | null;
}

/**
 * The periods the picker offers: a one-to-one plan's offered periods within 1–6 months, shortest first; a
 * group plan is sold for one month only (spec §2), so it has that single choice.
 */
export function periodChoices(plan: Pick<PlanDto, 'is_group' | 'prices'>): PeriodChoice[] {
  if (plan.is_group) {
    const oneMonth = plan.prices.find((price) => price.period === 1);
    return [{ period: 1, monthlyWithTax: oneMonth ? oneMonth.monthly_with_tax : null }];
  }
  return plan.prices
    .filter((price) => price.period >= PURCHASE_PERIOD_MIN && price.period <= PURCHASE_PERIOD_MAX)
    .sort((a, b) => a.period - b.period)
    .map((price) => ({ period: price.period, monthlyWithTax: price.monthly_with_tax }));
}

/** A one-to-one plan opens the period picker; a group plan goes straight to the payment method with one month. */
export const needsPeriodPicker = (plan: Pick<PlanDto, 'is_group'>) => !plan.is_group;

/** What the member picked on /payments, carried to /payments/information in history state (spec §2). */
export interface PlanSelection {
  plan: PlanDto;
  game: GameRefDto;
  method: PaymentMethod;
  period: number;
}

/** /payments/create?plan_id&method&period (and coupon_code when one is kept). */
export function planCreateHref(selection: { planId: number; method: PaymentMethod; period: number; couponCode?: string | null }): string {
  return `${memberPaths.paymentsCreate}${queryString({ plan_id: selection.planId, method: selection.method, period: selection.period, coupon_code: selection.couponCode })}`;
}

/** /payments/item/create?item_id&quantity&method. */
export function itemCreateHref(selection: { itemId: number; quantity: number; method: ItemPaymentMethod }): string {
  return `${memberPaths.paymentsItemCreate}${queryString({ item_id: selection.itemId, quantity: selection.quantity, method: selection.method })}`;
}

export type Destination = { to: string; state?: PlanSelection };

/**
 * Spec §2 /payments: once the method is chosen, a member whose student information is complete goes to the
 * confirmation; anyone else fills it in first, carrying the selection along.
 */
export function destinationAfterMethod(personalInformationCompleted: boolean, selection: PlanSelection): Destination {
  if (personalInformationCompleted) return { to: planCreateHref({ planId: selection.plan.id, method: selection.method, period: selection.period }) };
  return { to: memberPaths.paymentsInformation, state: selection };
}

/** The item chosen on /payments or the guardian's apply page (history state), or null when the page was opened directly. */
export function itemFromState(state: unknown): { item: ItemDto; gameName: string } | null {
  if (typeof state !== 'object' || state === null || !('item' in state)) return null;
  const { item, game } = state as { item?: Partial<ItemDto>; game?: { name?: unknown } };
  if (!item || typeof item.id !== 'number' || typeof item.name !== 'string' || typeof item.price_with_tax !== 'number') return null;
  return { item: item as ItemDto, gameName: typeof game?.name === 'string' ? game.name : (item.game?.name ?? '') };
}
