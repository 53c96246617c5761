import type { EntityManager } from '@mikro-orm/postgresql';
import { runDecider, type EventMetadata, type EventStore, type OutboxMessage, enqueueInOutbox } from '@coaching/server-core';
import { orderDecider, type OrderCommand } from '../domain/order.decider';

export const PAYMENT_STREAM_TYPE = 'payment';
export const paymentStream = (paymentId: string) => ({ id: `payment-${paymentId}`, type: PAYMENT_STREAM_TYPE });

/**
 * Runs an order command on its stream: decide, append, project, and the side effects `effects` names for
 * the events that were actually appended (none when the command changed nothing), in one transaction.
 */
export async function runOrderCommand(
  em: EntityManager,
  store: EventStore,
  paymentId: string,
  command: OrderCommand,
  metadata: EventMetadata,
  effects: (appended: string[], tx: EntityManager) => Promise<OutboxMessage[]> = async () => [],
): Promise<string[]> {
  let appended: string[] = [];
  await runDecider(em, store, paymentStream(paymentId), orderDecider, command, metadata, {
    alsoInTransaction: async (tx, result) => {
      appended = result.events.map((e) => e.type);
      if (appended.length === 0) return;
      const messages = await effects(appended, tx);
      if (messages.length > 0) await enqueueInOutbox(tx, ...messages);
    },
  });
  return appended;
}
