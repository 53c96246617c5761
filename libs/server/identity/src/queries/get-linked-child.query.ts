import type { EntityManager } from '@mikro-orm/postgresql';
import { Query } from '@nestjs/cqrs';

/**
 * Published: the student of one of this guardian's links, while it is live (accepted, not ended); null for a link that
 * is not theirs, pending or ended (issue 31, ADR 0038). Given a transaction (billing's order for a child), the link's row
 * is held until it commits, so an end of the link waits for the order, or the order sees the link ended and is refused.
 */
export class GetLinkedChildQuery extends Query<{ memberId: string } | null> {
  constructor(
    readonly guardianId: string,
    readonly linkId: string,
    readonly tx?: EntityManager,
  ) {
    super();
  }
}
