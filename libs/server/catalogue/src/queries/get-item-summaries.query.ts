import { Query } from '@nestjs/cqrs';

/** An add-on item as other contexts read it: its code says what it is (`extra-lesson`: one more lesson a unit). */
export interface ItemSummary {
  id: number;
  gameId: number;
  code: string;
  name: string;
}

/** Published (lessons): these items, sold or not; unknown ids are left out. */
export class GetItemSummariesQuery extends Query<ItemSummary[]> {
  constructor(readonly itemIds: readonly number[]) {
    super();
  }
}
