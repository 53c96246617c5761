import { Query } from '@nestjs/cqrs';
import type { CurrentUser } from '@coaching/contracts';

/** A member's own account as identity keeps it: what `GET /api/me` shows of identity's part (spec §3). */
export interface MemberAccount {
  publicId: string;
  /** A student or a guardian (issue 31); absent in a home kept before guardians were (a student then). */
  kind?: 'member' | 'guardian';
  email: string;
  lastName: string | null;
  firstName: string | null;
  isVerified: boolean;
  /** When the password was last set (ISO); sessions signed in before it are ended (the member guard's standing). */
  passwordChangedAt: string | null;
  /** The account's own status (`users.status`); a started subscription makes the member 'paid' too (billing's to say). */
  status: string;
  trialCount: number;
  discordId: string | null;
  discordUsername: string | null;
  /** The account is linked to Discord; whether a session came through Discord is the session's to say. */
  isDiscordLogin: boolean;
  /** The account has a password (an account made through Discord may have none): withdrawal asks for it only then. */
  hasPassword: boolean;
  profilePhotoUrl: string | null;
  route: string | null;
  trialReserveUrl: string | null;
  suspension: CurrentUser['suspension'];
  /** The member's course list: the games they chose, the selected one marked. */
  games: Array<{ gameId: number; isSelected: boolean }>;
  /**
   * The game the member chose on a free trial's way in, kept until the trial is booked (issue 30); whether it is still
   * meant (`TRIAL_INTENT_DAYS`, a trial left to use, not paid) is worked out when it is read. Absent in a home kept
   * before intents were.
   */
  trialIntent?: { gameId: number; recordedAt: string } | null;
}

/** Published (composition's `GET /api/me`): a member's own account; null for no such member. */
export class GetMemberAccountQuery extends Query<MemberAccount | null> {
  constructor(readonly memberId: string) {
    super();
  }
}
