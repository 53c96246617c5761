import { Query } from '@nestjs/cqrs';

/**
 * Where a step of the trial's way in (the verification link, the Discord connection) leads a member who set out to
 * book a trial (issue 30): back to the trial's start for their game (`/trials/start?game_id=…&<extra>`), which shows
 * what is left and 「続けて無料体験を予約する」; null without a recent intent (the page decides the rest from
 * `GET /api/me`). Identity's own (its controllers' redirects).
 */
export class GetTrialReturnPathQuery extends Query<string | null> {
  constructor(
    readonly memberId: string,
    readonly extra: 'verified=1' | 'linked=discord' | 'via=discord',
  ) {
    super();
  }
}
