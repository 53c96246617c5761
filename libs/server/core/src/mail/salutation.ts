/** A person's name as a mail greets them; either part may be missing. */
export interface GreetedName {
  lastName: string | null;
  firstName: string | null;
}

/** How a mail greets a member ("山田 太郎 様"): their name, or a polite default. */
export const salutationOf = (contact: GreetedName | undefined): string => [contact?.lastName, contact?.firstName].filter(Boolean).join(' ') || 'お客';

/** The opening line of a mail to a member: "山田 太郎 様", or "お客様" when they have not given a name. */
export const mailSalutationOf = (contact: GreetedName | undefined): string => {
  const name = [contact?.lastName?.trim(), contact?.firstName?.trim()].filter(Boolean).join(' ');
  return name ? `${name} 様` : 'お客様';
};
