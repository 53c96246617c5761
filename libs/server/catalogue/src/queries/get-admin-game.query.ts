import { Query } from '@nestjs/cqrs';
import type { AdminGame } from '@coaching/contracts';

export class GetAdminGameQuery extends Query<AdminGame | null> {
  constructor(readonly id: number) {
    super();
  }
}
