import { Query } from '@nestjs/cqrs';
import type { SubscriptionStatus } from '@coaching/contracts';

/** A member's subscription as billing publishes it: ids only (the catalogue names plans and games). */
export interface SubscriptionView {
  id: string;
  planId: number;
  gameId: number;
  status: SubscriptionStatus;
  startsAt: Date | null;
  endsAt: Date | null;
  lessonsPerMonth: number | null;
  pendingOrders: Array<{ paymentId: string; months: number; amount: number; dueAt: Date }>;
  /** When the next monthly payment of one of its orders is charged (the payments read model's `next_charge_at`, as the back office shows it); null for none. */
  nextChargeAt: Date | null;
}

/** Published (identity's `GET /api/me`, lessons later): the member's subscriptions, newest start first, pending ones last. */
export class GetMemberSubscriptionsQuery extends Query<SubscriptionView[]> {
  constructor(
    readonly memberId: string,
    /** Status at this time (tests); now by default. */
    readonly at: Date = new Date(),
  ) {
    super();
  }
}
