import type { EntityManager } from '@mikro-orm/postgresql';
import type { StoredEvent } from '../event-store/event';
import type { EventType } from '../event-store/event-type';

/**
 * How one context reacts to events (its own or another's): asynchronously, after the append committed, exactly
 * once. The append writes one `pending_reactions` row per subscribed reactor in its own transaction, and the
 * worker's `ReactionConsumer` runs `react` in a transaction that also deletes the row (ADR 0022). A reactor that
 * throws is retried with back-off; after the last attempt the event is parked (`parked_reactions`), never skipped.
 * Its effects stay in our database (rows, events, outbox rows for what leaves it: mail, provider calls).
 *
 * Files: `reactors/<action>-when-<event>.reactor.ts`, classes `<Action>When<Event>Reactor`.
 */
export interface Reactor {
  /** Stable: it names the pending work (and a parked reaction), so a rename must carry the rows written under the old name. */
  readonly name: string;
  /** The published event types it reacts to, imported from the emitting context's `./events` (or its own domain). */
  readonly eventTypes: readonly EventType[];
  /**
   * Optional: whether the event, by its own data alone (no reads), calls for this reaction. When it says no, the
   * append writes no work for it: a card order queues no bank-transfer subscription job that would do nothing.
   * The consumer checks it again before `react`, for work written before the predicate existed and for replays.
   */
  reactsTo?(event: Pick<StoredEvent, 'type' | 'data'>): boolean;
  /** Its effect, in `tx` (sql() statements): commits or rolls back with the claim of its pending row. */
  react(tx: EntityManager, event: StoredEvent): Promise<void>;
}

/**
 * Which reactors listen to which event types. Both processes that append (api and worker) must hold the
 * same registrations, since the append is what writes a reactor's work: each context registers its
 * reactors from one module that both import.
 */
export class ReactorRegistry {
  private readonly byName = new Map<string, Reactor>();
  private readonly byType = new Map<string, Reactor[]>();

  register(reactor: Reactor): void {
    if (this.byName.has(reactor.name)) throw new Error(`Reactor ${reactor.name} is registered twice`);
    this.byName.set(reactor.name, reactor);
    for (const { name } of reactor.eventTypes) this.byType.set(name, [...(this.byType.get(name) ?? []), reactor]);
  }

  forEvent(type: string): readonly Reactor[] {
    return this.byType.get(type) ?? [];
  }

  /** The reactors with work to do for `event`: subscribed to its type, and not refusing it by its data. */
  reactingTo(event: Pick<StoredEvent, 'type' | 'data'>): readonly Reactor[] {
    return this.forEvent(event.type).filter((reactor) => reactor.reactsTo?.(event) ?? true);
  }

  get(name: string): Reactor | undefined {
    return this.byName.get(name);
  }

  names(): string[] {
    return [...this.byName.keys()].sort();
  }

  /** Each reactor with the names of the event types it reacts to. */
  subscriptions(): Array<{ name: string; eventTypes: readonly string[] }> {
    return [...this.byName.values()].map((reactor) => ({ name: reactor.name, eventTypes: reactor.eventTypes.map((type) => type.name) }));
  }
}
