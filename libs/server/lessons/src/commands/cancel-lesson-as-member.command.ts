import { Command } from '@nestjs/cqrs';

/** The member calls off their own personal lesson before the deadline (spec §5): a make-up credit, no strike. */
export class CancelLessonAsMemberCommand extends Command<void> {
  constructor(
    readonly memberId: string,
    readonly lessonId: string,
    readonly reason: string,
  ) {
    super();
  }
}
