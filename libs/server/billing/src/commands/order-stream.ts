import type { EntityManager } from '@mikro-orm/postgresql';
import { enqueueInOutbox, type EventMetadata, type EventStore, type OutboxMessage, runDecider } from '@coaching/server-core';
import { orderDecider, type OrderCommand, type OrderEvent, type OrderState } from '../domain/order.decider';

export const PAYMENT_STREAM_TYPE = 'payment';
export const paymentStream = (paymentId: string) => ({ id: `payment-${paymentId}`, type: PAYMENT_STREAM_TYPE });

/** An order's stream folded through the decider: the version it was read at and the state. */
export interface FoldedOrder {
  version: number;
  state: OrderState;
}

/** What a command changed: the events appended and the order's state after them. */
export interface OrderChange {
  events: OrderEvent[];
  state: OrderState;
}

/** Reads and folds an order's stream. */
export const foldOrder = (em: EntityManager, store: EventStore, paymentId: string): Promise<FoldedOrder> => store.aggregate(em, paymentStream(paymentId).id, orderDecider);

/**
 * Runs an order command on its stream (core's `runDecider`): decide, append, project, and the side effects `effects`
 * names for what was actually appended (nothing when the command changed nothing), in one transaction. `effects` gets
 * the state after the events, so it never reads the stream again.
 *
 * `folded`: the stream as the caller already read it (the charge job reads it to know what to charge). It is
 * decided on and appended at its version, so the stream is folded once; should another writer have appended
 * since, the append is refused and the command is decided again on the stream as it then is.
 */
export async function runOrderCommand(
  em: EntityManager,
  store: EventStore,
  paymentId: string,
  command: OrderCommand,
  metadata: EventMetadata,
  effects: (change: OrderChange, tx: EntityManager) => Promise<OutboxMessage[]> = async () => [],
  folded?: FoldedOrder,
): Promise<string[]> {
  const result = await runDecider(em, store, paymentStream(paymentId), orderDecider, command, metadata, {
    folded,
    alsoInTransaction: async (tx, { decided, state }) => {
      if (decided.length === 0) return;
      const messages = await effects({ events: decided, state }, tx);
      if (messages.length > 0) await enqueueInOutbox(tx, ...messages);
    },
  });
  return result.decided.map((event) => event.type);
}
