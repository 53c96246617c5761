import type { EntityManager } from '@mikro-orm/postgresql';
import type { StoredEvent } from './event';

/**
 * A read model kept in step with the events. Inline projections run in the append transaction,
 * so a member reads what they just did; `reset` empties the read model so it can be rebuilt.
 */
export interface InlineProjection {
  readonly name: string;
  /** The event types it reads; `[ALL_EVENT_TYPES]` reads every event (the audit log). */
  readonly eventTypes: readonly string[];
  apply(em: EntityManager, event: StoredEvent): Promise<void>;
  reset(em: EntityManager): Promise<void>;
}

/** An `eventTypes` entry that subscribes a projection to every event (core's member index). */
export const ALL_EVENT_TYPES = '*';

export class ProjectionRegistry {
  private readonly byName = new Map<string, InlineProjection>();
  private readonly byType = new Map<string, InlineProjection[]>();

  register(projection: InlineProjection): void {
    if (this.byName.has(projection.name)) throw new Error(`Projection ${projection.name} is registered twice`);
    this.byName.set(projection.name, projection);
    for (const type of projection.eventTypes) {
      this.byType.set(type, [...(this.byType.get(type) ?? []), projection]);
    }
  }

  names(): string[] {
    return [...this.byName.keys()];
  }

  /** Each projection with the event types it reads. */
  subscriptions(): Array<{ name: string; eventTypes: readonly string[] }> {
    return [...this.byName.values()].map((projection) => ({ name: projection.name, eventTypes: projection.eventTypes }));
  }

  forEvent(type: string): readonly InlineProjection[] {
    const all = this.byType.get(ALL_EVENT_TYPES);
    const typed = this.byType.get(type) ?? [];
    return all ? [...typed, ...all] : typed;
  }

  get(name: string): InlineProjection {
    const projection = this.byName.get(name);
    if (!projection) throw new Error(`Unknown projection ${name}`);
    return projection;
  }
}
