import { Command } from '@nestjs/cqrs';
import type { ActingOperator } from './acting-operator';

/** Staff set any coach's photo; a coach sets only their own. `webp`: the upload, already re-encoded. */
export class SetCoachPhotoCommand extends Command<void> {
  constructor(
    readonly coachId: string,
    readonly webp: Buffer,
    readonly operator: ActingOperator,
  ) {
    super();
  }
}
