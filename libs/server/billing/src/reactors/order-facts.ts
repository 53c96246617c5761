import type { EntityManager } from '@mikro-orm/postgresql';
import { decideInTransaction, type EventMetadata, type EventStore, type StoredEvent } from '@coaching/server-core';
import { subscriptionDecider, subscriptionId, subscriptionStream, type SubscriptionCommand, type SubscriptionPlan } from '../domain/subscription.decider';
import { orderDecider, type PaymentRequestedData } from '../domain/order.decider';

/** The plan order an order event belongs to, read from its stream in the reactor's transaction; null for an item order. */
export async function planOrderOf(tx: EntityManager, store: EventStore, event: StoredEvent): Promise<(PaymentRequestedData & { planId: number }) | null> {
  const { state } = await store.aggregate(tx, event.streamId, orderDecider);
  const order = state.requested;
  if (!order) throw new Error(`${event.streamId} has no order`);
  return order.kind === 'plan' && order.planId !== null ? { ...order, planId: order.planId } : null;
}

export const subscriptionPlanOf = (order: PaymentRequestedData & { planId: number }): SubscriptionPlan => ({
  subscriptionId: subscriptionId(order.memberId, order.planId),
  memberId: order.memberId,
  planId: order.planId,
  gameId: order.gameId,
  lessonsPerMonth: order.lessonsPerMonth ?? null,
});

/** What a reactor's appends record: the system acted, because of this event, in its request's correlation. */
export const causedBy = (event: StoredEvent): EventMetadata => ({ actor: { type: 'system' }, causationId: event.eventId, correlationId: event.metadata.correlationId });

/** Decides a command on the subscription of the plan order `event` belongs to, in the reactor's transaction; nothing for an item order. */
export async function decideOnSubscriptionOf(tx: EntityManager, store: EventStore, event: StoredEvent, command: (order: PaymentRequestedData & { planId: number }) => SubscriptionCommand): Promise<void> {
  const order = await planOrderOf(tx, store, event);
  if (!order) return;
  await decideInTransaction(tx, store, subscriptionStream(subscriptionPlanOf(order).subscriptionId), subscriptionDecider, command(order), causedBy(event));
}
