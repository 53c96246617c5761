import { Query } from '@nestjs/cqrs';
import type { AdminCampApplication } from '@coaching/contracts';

export class GetCampApplicationQuery extends Query<AdminCampApplication | null> {
  constructor(readonly id: string) {
    super();
  }
}
