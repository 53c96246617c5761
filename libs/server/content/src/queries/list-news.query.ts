import { Query } from '@nestjs/cqrs';
import type { NewsPage } from '@coaching/contracts';

/** `GET /api/informations`: the news a member may read, newest first, one page. */
export class ListNewsQuery extends Query<NewsPage> {
  constructor(
    readonly memberGameIds: readonly number[],
    readonly page: number,
    readonly perPage: number,
  ) {
    super();
  }
}
