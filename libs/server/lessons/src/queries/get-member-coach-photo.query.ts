import { Query } from '@nestjs/cqrs';

/** The photo (WebP) of the member's own current coach; null: no coach, or no photo. */
export class GetMemberCoachPhotoQuery extends Query<Buffer | null> {
  constructor(readonly memberId: string) {
    super();
  }
}
