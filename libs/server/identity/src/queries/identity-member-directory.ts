import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { MemberDirectory, sql, type MemberContact } from '@coaching/server-core';

/** Core's `MemberDirectory`, answered from identity's own `users` table. */
@Injectable()
export class IdentityMemberDirectory extends MemberDirectory {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {
    super();
  }

  async contactsOf(memberIds: readonly string[]): Promise<Map<string, MemberContact>> {
    if (memberIds.length === 0) return new Map();
    const rows = await sql<{ id: string; email: string; last_name: string | null; first_name: string | null; public_id: string; profile_photo_path: string | null; discord_id: string | null }>(
      this.em.fork(),
      "select id, email, last_name, first_name, public_id, profile_photo_path, discord_id from users where id = any(string_to_array(?, ',')::uuid[])",
      [[...new Set(memberIds)].join(',')],
    );
    return new Map(
      rows.map((r) => [
        r.id,
        {
          memberId: r.id,
          email: r.email,
          lastName: r.last_name,
          firstName: r.first_name,
          // The same address /api/me gives (current-user.ts): the photo's path busts caches when it changes.
          profilePhotoUrl: r.profile_photo_path ? `/api/profile/photo/${r.public_id}?${r.profile_photo_path}` : null,
          discordId: r.discord_id,
        },
      ]),
    );
  }

  async search(text: string, limit: number): Promise<string[]> {
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const compact = `%${text.replace(/\s/g, '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await sql<{ id: string }>(
      this.em.fork(),
      "select id from users where email ilike ? or coalesce(last_name, '') || coalesce(first_name, '') ilike ? limit ?",
      [like, compact, limit],
    );
    return rows.map((r) => r.id);
  }
}
