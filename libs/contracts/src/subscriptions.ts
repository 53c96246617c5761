import type { LessonType } from './catalogue';

// What a member holds (billing's subscriptions): `GET /api/subscriptions`, the pending bank order on /mypage,
// and the extension a purchase of a held plan gives.

/** pending: ordered by bank transfer, not paid yet; active: paid and running; ended: its period is over; cancelled: called off before paying. */
export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'ended', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const SubscriptionMessages = {
  orderCancelled: 'お申し込みを取り消しました。',
  cancelFailed: 'お申し込みを取り消せませんでした。時間をおいてもう一度お試しください。',
  cannotCancelPaid: 'お振込みの確認が済んだお申し込みは取り消せません。お問い合わせください。',
  cannotCancelCard: 'カード決済のお申し込みは取り消せません。お問い合わせください。',
} as const;

/** Where the member sends the transfer, and the reference that ties it to the order. */
export interface BankTransferDetails {
  bank_name: string;
  branch_name: string;
  account_type: string;
  account_number: string;
  account_holder: string;
  reference: string;
}

/** A bank order waiting for its transfer. */
export interface PendingSubscriptionOrder {
  payment_id: string;
  months: number;
  /** Tax included. */
  amount: number;
  /** ISO 8601: the transfer is due by then. */
  due_at: string;
  transfer: BankTransferDetails;
}

export interface MemberSubscription {
  id: string;
  status: SubscriptionStatus;
  plan: { id: number; name: string; lesson_type: LessonType | null };
  game: { id: number; name: string };
  /** ISO 8601; null until paid. */
  starts_at: string | null;
  ends_at: string | null;
  lessons_per_month: number | null;
  pending_orders: PendingSubscriptionOrder[];
  /** ISO 8601: when the next monthly payment is charged (a monthly split order with payments ahead); null for none. */
  next_charge_at: string | null;
}

/** On the confirmation of a plan the member holds: paying extends it from its current end (spec: told before paying). */
export interface SubscriptionExtension {
  current_ends_at: string;
  new_ends_at: string;
}
