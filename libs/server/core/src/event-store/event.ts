/** Who or what caused an event, and how it relates to the request and the event before it. */
export interface EventMetadata {
  actor?: { type: 'member' | 'operator' | 'system' | 'visitor'; id?: string };
  correlationId?: string;
  causationId?: string;
  /** The request this event came from, directly or through the work it caused (ADR 0043); set by the append. */
  requestId?: string;
  occurredAt?: string;
  /**
   * The action the events belong to: `EventStore.append` gives each append a fresh one unless the caller passes its
   * own. A command whose one action takes several appends (asked, then carried out after the card provider's answer)
   * passes the same id to each, so the audit log shows one line per action and record (docs/permissions.md).
   */
  actionId?: string;
  [key: string]: unknown;
}

/** An event a decider produced, before it is stored. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

/** An event as the store keeps it. */
export interface StoredEvent<E extends DomainEvent = DomainEvent> {
  globalPosition: string;
  eventId: string;
  streamId: string;
  streamType: string;
  version: number;
  type: E['type'];
  data: E['data'];
  metadata: EventMetadata;
  recordedAt: Date;
}

/**
 * A decider: the pure rules of one kind of stream.
 * `decide` turns a command into events given the state; `evolve` folds one event into the state.
 */
export interface Decider<Command, Event extends DomainEvent, State> {
  initialState(): State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
}
