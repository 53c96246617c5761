import { Query } from '@nestjs/cqrs';
import type { AdminGame } from '@coaching/contracts';
import type { AdminPage, GameListCriteria } from './admin-list-criteria';

export class ListAdminGamesQuery extends Query<AdminPage<AdminGame>> {
  constructor(readonly criteria: GameListCriteria) {
    super();
  }
}
