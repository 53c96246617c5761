import { Query } from '@nestjs/cqrs';
import type { AdminItem } from '@coaching/contracts';

export class GetAdminItemQuery extends Query<AdminItem | null> {
  constructor(readonly id: number) {
    super();
  }
}
