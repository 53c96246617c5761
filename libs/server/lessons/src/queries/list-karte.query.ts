import { Query } from '@nestjs/cqrs';
import type { KarteEntry } from '@coaching/contracts';

/** The member's karte timeline: the notes of their attended lessons, newest first. */
export class ListKarteQuery extends Query<KarteEntry[]> {
  constructor(readonly memberId: string) {
    super();
  }
}
