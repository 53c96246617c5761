/** What the member guard must know of a signed-in member on every request. */
export interface Standing {
  /** The member proved their current e-mail address. */
  verified: boolean;
  /** When the password was last set (change or reset); sessions signed in before it are ended. */
  passwordChangedAt: Date | null;
  /** Set while support has suspended the member (spec §4 terms): `@RefuseSuspended()` endpoints refuse them. */
  suspension?: { reason: string; since: Date } | null;
  /** A student ('member', also when absent) or a guardian (issue 31): member endpoints refuse a guardian, and the reverse. */
  kind?: 'member' | 'guardian';
}

/**
 * The member guard's view of a member (`MemberGuard`, and the api's fast path), so core's guard need not read
 * identity's tables. Identity provides it (its global `IdentityPortsModule`) next to the mail's `MailRecipients`.
 */
export abstract class MemberStanding {
  /** null when there is no such member (any more). */
  abstract standingOf(memberId: string): Promise<Standing | null>;
}
