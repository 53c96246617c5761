import { Command } from '@nestjs/cqrs';

/** The member rates their own attended lesson (1 to 5 stars, a comment), or changes it within seven days (issue 29). */
export class RateLessonAsMemberCommand extends Command<{ first: boolean }> {
  constructor(
    readonly memberId: string,
    readonly lessonId: string,
    readonly score: number,
    readonly comment: string,
  ) {
    super();
  }
}
