import { Query } from '@nestjs/cqrs';
import type { MemberLessonRating } from '@coaching/contracts';

/** The member's own ratings of their lessons (issue 29), newest lesson first; with `lessonId`, that one lesson's. */
export class ListMemberLessonRatingsQuery extends Query<MemberLessonRating[]> {
  constructor(
    readonly memberId: string,
    readonly lessonId?: string,
  ) {
    super();
  }
}
