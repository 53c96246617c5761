import { Query } from '@nestjs/cqrs';
import type { NewsItem } from '@coaching/contracts';

/** `GET /api/informations/{id}`: the item if this member may read it now, else null (spec §8: unpublished). */
export class GetNewsQuery extends Query<NewsItem | null> {
  constructor(
    readonly id: number,
    readonly memberGameIds: readonly number[],
  ) {
    super();
  }
}
