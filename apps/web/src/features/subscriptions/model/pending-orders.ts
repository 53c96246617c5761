import type { MemberSubscription, PendingSubscriptionOrder } from '@coaching/contracts';

// What /mypage shows of the member's subscriptions (issue 8): every bank order still waiting for its
// transfer, so a member who ordered never reads "no plan yet" and orders twice.

/** A pending order with what it is for. */
export interface PendingOrderView extends PendingSubscriptionOrder {
  gameName: string;
  planName: string;
  /** Ordered for a plan that still runs: paying extends it rather than starting it. */
  extendsCurrent: boolean;
}

/** Every order waiting for its transfer, the one due first at the top. */
export function pendingOrders(subscriptions: readonly MemberSubscription[]): PendingOrderView[] {
  return subscriptions
    .flatMap((s) => s.pending_orders.map((order) => ({ ...order, gameName: s.game.name, planName: s.plan.name, extendsCurrent: s.status === 'active' })))
    .sort((a, b) => Date.parse(a.due_at) - Date.parse(b.due_at));
}

/** The order is among the pending ones. */
export function hasPendingOrder(subscriptions: readonly MemberSubscription[], paymentId: string): boolean {
  return subscriptions.some((s) => s.pending_orders.some((o) => o.payment_id === paymentId));
}

/**
 * A running subscription of this game's plan (by name: what a payment's summary names). Billing starts it a
 * moment after the charge settles.
 */
export function holdsPlan(subscriptions: readonly MemberSubscription[], bought: { game: { name: string }; plan: { name: string } }): boolean {
  return subscriptions.some((s) => s.status === 'active' && s.game.name === bought.game.name && s.plan.name === bought.plan.name);
}

/**
 * The subscriptions as they will be once the cancelled order is withdrawn (the server does it a moment
 * later): the order gone, and a subscription that was only waiting for it cancelled.
 */
export function withoutOrder(subscriptions: readonly MemberSubscription[], paymentId: string): MemberSubscription[] {
  return subscriptions.map((s) => {
    if (!s.pending_orders.some((o) => o.payment_id === paymentId)) return s;
    const pending_orders = s.pending_orders.filter((o) => o.payment_id !== paymentId);
    const status = s.status === 'pending' && pending_orders.length === 0 ? (s.ends_at ? 'ended' : 'cancelled') : s.status;
    return { ...s, status, pending_orders };
  });
}

/** What the plan area of /mypage shows while and once the subscriptions load. */
export interface MypagePlanArea {
  /** The plan card: the current plan, the "no plan yet" card, a placeholder while loading, or none (pending orders stand in its place). */
  plan: 'current' | 'none' | 'loading' | 'hidden';
  pending: PendingOrderView[];
  /** The subscriptions could not be read: the page says so with a retry. */
  loadFailed: boolean;
}

/**
 * Never "no plan yet" before the subscriptions have answered: that card is what made members order twice.
 * A current plan shows at once, with any pending (extension) order below it.
 */
export function mypagePlanArea(hasCurrentPlan: boolean, subscriptions: { data?: readonly MemberSubscription[]; error?: unknown }): MypagePlanArea {
  const pending = subscriptions.data ? pendingOrders(subscriptions.data) : [];
  const loadFailed = subscriptions.error !== undefined && subscriptions.data === undefined;
  if (hasCurrentPlan) return { plan: 'current', pending, loadFailed };
  if (subscriptions.data) return { plan: pending.length > 0 ? 'hidden' : 'none', pending, loadFailed };
  return { plan: loadFailed ? 'hidden' : 'loading', pending, loadFailed };
}

/**
 * When the current plan's next monthly payment is charged (the payments read model's date, as 決済履歴 and the back office
 * show it): the running subscription of that game and plan; null when nothing is ahead.
 */
export function currentPlanNextCharge(subscriptions: readonly MemberSubscription[] | undefined, current: { name: string; game: { id: number } } | null | undefined): string | null {
  if (!current) return null;
  const held = subscriptions?.find((s) => s.status === 'active' && s.game.id === current.game.id && s.plan.name === current.name);
  return held?.next_charge_at ?? null;
}
