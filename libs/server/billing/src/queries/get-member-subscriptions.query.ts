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
