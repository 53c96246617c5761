import type { CurrentUser } from '@coaching/contracts';

/** '山田 太郎' from last and first name; else the account name; else the e-mail (a new member has no name yet). */
export function memberDisplayName(me: Pick<CurrentUser, 'last_name' | 'first_name' | 'name' | 'email'>): string {
  const fullName = [me.last_name, me.first_name].map((part) => part?.trim()).filter(Boolean).join(' ');
  return fullName || me.name?.trim() || me.email;
}
