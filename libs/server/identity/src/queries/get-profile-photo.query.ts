import { Query } from '@nestjs/cqrs';

/** A member's profile photo (re-encoded WebP) by their public id; null: no such member, no photo, or not a public id. */
export class GetProfilePhotoQuery extends Query<Buffer | null> {
  constructor(readonly publicId: string) {
    super();
  }
}
