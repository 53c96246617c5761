import { Query } from '@nestjs/cqrs';
import type { MemberLesson } from '@coaching/contracts';

/** One of the member's lessons as their lesson list shows it; null: not one of theirs. */
export class GetMemberLessonQuery extends Query<MemberLesson | null> {
  constructor(
    readonly memberId: string,
    readonly lessonId: string,
  ) {
    super();
  }
}
