import { Query } from '@nestjs/cqrs';
import type { LessonHistory } from '@coaching/contracts';

/**
 * The member's lessons (spec §2 /histories): personal or group lessons, latest first, with the progress of both;
 * each says, as of `now`, whether it is still ahead and whether the member may cancel it.
 */
export class ListMemberLessonsQuery extends Query<LessonHistory> {
  constructor(
    readonly memberId: string,
    readonly isGroup: boolean | undefined,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
