import { Command } from '@nestjs/cqrs';

/**
 * The member books the make-up of a lesson they cancelled on time (issue 29): one free hour of their own coach,
 * starting by the credit's deadline. The credit is the cancelled lesson's id.
 */
export class BookMakeUpLessonCommand extends Command<{ lessonId: string }> {
  constructor(
    readonly memberId: string,
    readonly creditLessonId: string,
    readonly startsAt: Date,
  ) {
    super();
  }
}
