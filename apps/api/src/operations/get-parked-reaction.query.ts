import { Query } from '@nestjs/cqrs';
import type { ParkedReactionDto } from '@coaching/contracts';

/** One parked reaction (an event and the reactor that failed on it); null: nothing of that key is parked. */
export class GetParkedReactionQuery extends Query<ParkedReactionDto | null> {
  constructor(readonly key: { eventId: string; reactor: string }) {
    super();
  }
}
