import { Query } from '@nestjs/cqrs';
import type { ActingOperator } from '../commands/acting-operator';

/** A coach's photo (WebP) for the back office: staff see any coach's, a coach only their own; null: none. */
export class GetCoachPhotoQuery extends Query<Buffer | null> {
  constructor(
    readonly operator: ActingOperator,
    readonly coachId: string,
  ) {
    super();
  }
}
