import { Query } from '@nestjs/cqrs';
import type { AdminNews } from '@coaching/contracts';

export class GetAdminNewsQuery extends Query<AdminNews | null> {
  constructor(readonly id: number) {
    super();
  }
}
