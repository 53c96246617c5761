import { Query } from '@nestjs/cqrs';
import type { KarteEntry } from '@coaching/contracts';

/** Published: the karte notes of a student the coach shared with their guardians (保護者と共有), newest first, the last 10 (ADR 0038). */
export class ListSharedKarteQuery extends Query<KarteEntry[]> {
  constructor(readonly memberId: string) {
    super();
  }
}
