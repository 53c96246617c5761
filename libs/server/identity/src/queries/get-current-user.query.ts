import { Query } from '@nestjs/cqrs';
import type { CurrentUser } from '@coaching/contracts';

/**
 * The member as `GET /api/me` answers it (spec §3), for the answers that end in the member (sign-up, sign-in, the
 * profile, the course list). `signedInVia`: how the asking session signed in (`is_discord_login`).
 */
export class GetCurrentUserQuery extends Query<CurrentUser> {
  constructor(
    readonly memberId: string,
    readonly signedInVia: 'password' | 'discord' | undefined,
  ) {
    super();
  }
}
