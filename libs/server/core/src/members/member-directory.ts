/** A member as other contexts need to reach them: where to mail, how to address them. */
export interface MemberContact {
  memberId: string;
  email: string;
  lastName: string | null;
  firstName: string | null;
  /** Where the member's profile photo is served, when they have one (group member lists, spec §3). */
  profilePhotoUrl?: string | null;
  discordId?: string | null;
}

/**
 * Who a member is, for contexts that must not read the identity context's tables (billing's mails and its
 * back-office search). Core holds the port and identity provides it (its `MemberDirectoryModule`, imported by
 * the api and the worker): contexts depend on core, never on each other, and identity still reads billing's
 * published queries without a cycle.
 */
export abstract class MemberDirectory {
  /** The contacts of these members; unknown ids are left out. */
  abstract contactsOf(memberIds: readonly string[]): Promise<Map<string, MemberContact>>;
  /** Members whose e-mail or name (kanji or kana, spaces ignored) contains the text, at most `limit`. */
  abstract search(text: string, limit: number): Promise<string[]>;
}

/** How a mail greets a member ("山田 太郎 様"): their name, or a polite default. */
export const salutationOf = (contact: Pick<MemberContact, 'lastName' | 'firstName'> | undefined): string =>
  [contact?.lastName, contact?.firstName].filter(Boolean).join(' ') || 'お客';

/** The opening line of a mail to a member: "山田 太郎 様", or "お客様" when they have not given a name. */
export const mailSalutationOf = (contact: Pick<MemberContact, 'lastName' | 'firstName'> | undefined): string => {
  const name = [contact?.lastName?.trim(), contact?.firstName?.trim()].filter(Boolean).join(' ');
  return name ? `${name} 様` : 'お客様';
};
