import { Query } from '@nestjs/cqrs';
import type { AdminItem } from '@coaching/contracts';
import type { AdminPage, ItemListCriteria } from './admin-list-criteria';

export class ListAdminItemsQuery extends Query<AdminPage<AdminItem>> {
  constructor(readonly criteria: ItemListCriteria) {
    super();
  }
}
