import type { CurrentUser } from '@coaching/contracts';

/** '山田 太郎' from last and first name; else the account name; else the e-mail (a new member has no name yet). */
export function memberDisplayName(me: Pick<CurrentUser, 'last_name' | 'first_name' | 'name' | 'email'>): string {
  return memberName(me) ?? me.email;
}

/** The member's name ('山田 太郎', else the account name), or null when they have none yet (spec §2: asked to complete the profile). */
export function memberName(me: Pick<CurrentUser, 'last_name' | 'first_name' | 'name'>): string | null {
  const fullName = [me.last_name, me.first_name].map((part) => part?.trim()).filter(Boolean).join(' ');
  return fullName || me.name?.trim() || null;
}
