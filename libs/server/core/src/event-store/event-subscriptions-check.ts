import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { isDeclaredEventType } from './event-type';
import { ALL_EVENT_TYPES, ProjectionRegistry } from './projection';
import { ReactorRegistry } from '../reactors/reactor';

/** The subscriptions of a process that name no declared event type: `<reactor or projection> → <type>`. */
export function unknownSubscriptions(projections: ProjectionRegistry, reactors: ReactorRegistry, isDeclared: (name: string) => boolean = isDeclaredEventType): string[] {
  return [...projections.subscriptions(), ...reactors.subscriptions()].flatMap(({ name, eventTypes }) =>
    eventTypes.filter((type) => type !== ALL_EVENT_TYPES && !isDeclared(type)).map((type) => `${name} → ${type}`),
  );
}

/**
 * At boot, in the api and the worker: every projection and reactor listens to an event type some context declared
 * (its `./events` entry). A misspelt or removed name would otherwise be a subscription that never fires.
 */
@Injectable()
export class EventSubscriptionsCheck implements OnApplicationBootstrap {
  constructor(
    private readonly projections: ProjectionRegistry,
    private readonly reactors: ReactorRegistry,
  ) {}

  onApplicationBootstrap(): void {
    const unknown = unknownSubscriptions(this.projections, this.reactors);
    if (unknown.length > 0) throw new Error(`Subscriptions to event types no context declares: ${unknown.join(', ')}`);
  }
}
