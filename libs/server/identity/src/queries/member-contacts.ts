import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '@coaching/server-core';
import type { MemberContact } from './get-member-contacts.query';

interface Row {
  id: string;
  email: string;
  last_name: string | null;
  first_name: string | null;
  public_id: string;
  profile_photo_path: string | null;
  discord_id: string | null;
}

/**
 * The contacts of these members from `users`, once each, in the order of `memberIds`; unknown ids are left out.
 * What `GetMemberContactsQuery` answers and what core's mail is addressed with (`IdentityMailRecipients`).
 */
export async function readMemberContacts(em: EntityManager, memberIds: readonly string[], options: { withdrawn?: false } = {}): Promise<MemberContact[]> {
  if (memberIds.length === 0) return [];
  const wanted = [...new Set(memberIds)];
  const rows = await sql<Row>(
    em,
    "select id, email, last_name, first_name, public_id, profile_photo_path, discord_id from users where id = any(string_to_array(?, ',')::uuid[])" + (options.withdrawn === false ? ' and withdrawn_at is null' : ''),
    [wanted.join(',')],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return wanted.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        memberId: r.id,
        email: r.email,
        lastName: r.last_name,
        firstName: r.first_name,
        // The same address /api/me gives (current-user.ts): the photo's path busts caches when it changes.
        profilePhotoUrl: r.profile_photo_path ? `/api/profile/photo/${r.public_id}?${r.profile_photo_path}` : null,
        discordId: r.discord_id,
      },
    ];
  });
}
