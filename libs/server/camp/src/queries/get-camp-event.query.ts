import { Query } from '@nestjs/cqrs';
import type { AdminCampEvent } from '@coaching/contracts';

export class GetCampEventQuery extends Query<AdminCampEvent | null> {
  constructor(readonly id: number) {
    super();
  }
}
