import { Command } from '@nestjs/cqrs';
import type { ActingOperator } from './acting-operator';

/** The coach (or support) records whether the member came: a no-show is a strike (spec §5). */
export class RecordAttendanceCommand extends Command<void> {
  constructor(
    readonly lessonId: string,
    readonly attended: boolean,
    readonly operator: ActingOperator,
  ) {
    super();
  }
}
