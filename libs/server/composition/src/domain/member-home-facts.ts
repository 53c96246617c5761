import type { MemberAccount } from '@coaching/server-identity/queries';
import type { SubscriptionView } from '@coaching/server-billing/queries';
import type { StudentChart } from '@coaching/server-lessons/queries';

/**
 * What the member's home keeps of each context, as their published queries answered it: identity's account (the member,
 * their courses, their standing), billing's subscriptions and whether the student information is complete, the lessons
 * context's chart links. Stored as JSON (`member_home.home`), so dates are ISO strings. What depends on the time (which
 * subscription is running) and the catalogue's names are worked out when the home is read, never kept.
 */
export interface MemberHomeFacts {
  account: MemberAccount;
  subscriptions: StoredSubscription[];
  personalInformationCompleted: boolean;
  charts: StudentChart[];
}

// The next charge date is not kept: it moves with every charge, which is no subscription event (GET /api/subscriptions reads it).
export type StoredSubscription = Omit<SubscriptionView, 'status' | 'startsAt' | 'endsAt' | 'pendingOrders' | 'nextChargeAt'> & {
  startsAt: string | null;
  endsAt: string | null;
  pendingOrders: Array<{ paymentId: string; months: number; amount: number; dueAt: string }>;
};

export const storedSubscription = (s: SubscriptionView): StoredSubscription => ({
  id: s.id,
  planId: s.planId,
  gameId: s.gameId,
  lessonsPerMonth: s.lessonsPerMonth,
  startsAt: s.startsAt?.toISOString() ?? null,
  endsAt: s.endsAt?.toISOString() ?? null,
  pendingOrders: s.pendingOrders.map((o) => ({ ...o, dueAt: o.dueAt.toISOString() })),
});
