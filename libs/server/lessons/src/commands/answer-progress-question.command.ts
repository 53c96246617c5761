import { Command } from '@nestjs/cqrs';

/** The member answers this Tokyo month's 「今月、上達を実感できましたか？」 for a course (else their current one), or changes it. */
export class AnswerProgressQuestionCommand extends Command<{ first: boolean; gameId: number }> {
  constructor(
    readonly memberId: string,
    readonly gameId: number | undefined,
    readonly improved: boolean,
    readonly comment: string,
  ) {
    super();
  }
}
