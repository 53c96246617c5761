import { Query } from '@nestjs/cqrs';
import type { LessonHistory } from '@coaching/contracts';

/** The member's lesson history (spec §2 /histories): personal or group lessons, newest first, with the progress of both. */
export class ListMemberLessonsQuery extends Query<LessonHistory> {
  constructor(
    readonly memberId: string,
    readonly isGroup: boolean | undefined,
  ) {
    super();
  }
}
