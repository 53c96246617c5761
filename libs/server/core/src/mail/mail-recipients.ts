import type { GreetedName } from './salutation';

/** A member as a mail reaches and greets them. */
export interface MemberMailContact extends GreetedName {
  memberId: string;
  email: string;
}

/**
 * Where a mail to a member goes (`toMember`), looked up when `SendMailJob` sends it, so core's mail need not read
 * identity's tables. Identity provides it (its global `IdentityPortsModule`, imported by the api and the worker).
 * Contexts do not use it: they read identity's published `GetMemberContactsQuery`.
 */
export abstract class MailRecipients {
  /** The contacts of these members; unknown ids are left out. */
  abstract contactsOf(memberIds: readonly string[]): Promise<Map<string, MemberMailContact>>;
}
