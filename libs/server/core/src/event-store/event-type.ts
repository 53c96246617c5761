import type { DomainEvent, StoredEvent } from './event';

/**
 * An event type a context publishes (its `./events` entry): the name stored with each event, and the type of its
 * data for those who subscribe. A reactor subscribes by importing it, so a renamed or reshaped event fails to compile
 * in every context that reacts to it, instead of silently never arriving.
 */
export interface EventType<Name extends string = string, Data = unknown> {
  readonly name: Name;
  /** Never set: carries the data's type. */
  readonly data?: Data;
}

/** A stored event of a published type, as a subscriber receives it. */
export type EventOf<T> = T extends EventType<infer Name, infer Data> ? StoredEvent<DomainEvent<Name, Data>> : never;

const declared = new Set<string>();

/** Declares an event type a context emits: `export const SubscriptionStarted = eventType<SubscriptionStartedData>()('SubscriptionStarted')`. */
export function eventType<Data>() {
  return <Name extends string>(name: Name): EventType<Name, Data> => {
    declared.add(name);
    return Object.freeze({ name });
  };
}

/** Whether some loaded context declared the event type. */
export const isDeclaredEventType = (name: string): boolean => declared.has(name);

type DataOf<E extends DomainEvent, Name extends E['type']> = Extract<E, { type: Name }>['data'];

/**
 * Declares a decider's event types at once, each typed from the decider's union: names not in the union do not
 * compile. `export const { SubscriptionStarted } = eventTypesOf<SubscriptionEvent>()('SubscriptionStarted', …)`.
 */
export function eventTypesOf<E extends DomainEvent>() {
  return <const Names extends readonly E['type'][]>(...names: Names): { readonly [Name in Names[number]]: EventType<Name, DataOf<E, Name>> } =>
    Object.fromEntries(names.map((name) => [name, eventType()(name)])) as never;
}
