import type { SubscriptionExtension } from '@coaching/contracts';
import { formatDate } from '@coaching/web-theme';

// The sentences of the subscriptions screens that carry values, built here so they read the same everywhere.

/** On the confirmation of a plan the member holds (issue 8): told before paying, with the new end date. */
export function extensionNotice({ current_ends_at, new_ends_at }: SubscriptionExtension): string {
  return `ご利用中のプランです。お支払いが完了すると、終了日が${formatDate(current_ends_at)}から${formatDate(new_ends_at)}まで延長されます。`;
}

/** '3か月' */
export const monthsLabel = (months: number) => `${months}か月`;

/** The confirm dialog's question about one order. */
export function cancelOrderQuestion(order: { gameName: string; planName: string; months: number }): string {
  return `${order.gameName} ${order.planName}（${monthsLabel(order.months)}）のお申し込みを取り消します。お振込みがお済みの場合は取り消さずに、お問い合わせください。`;
}
