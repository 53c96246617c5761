/**
 * Our member's id at the card provider: stable, opaque (nothing personal reaches the provider) and
 * derived from the user's uuid, so it is the same whichever process creates it first. 96 bits of the
 * uuid keep ids apart; `billing_members.provider_member_id` is unique besides.
 */
export function providerMemberIdFor(memberId: string): string {
  const hex = memberId.replace(/-/g, '').toLowerCase();
  if (!/^[0-9a-f]{32}$/.test(hex)) throw new RangeError('not a uuid');
  return `gg-${hex.slice(0, 24)}`;
}
