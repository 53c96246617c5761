import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminGroup } from '@coaching/contracts';
import type { QueryBus } from '@nestjs/cqrs';
import { sql } from '@coaching/server-core';
import { memberContactsOf } from './member-contacts';

/** Groups for the back office with their members (those of `ids`, or whose name has `q` in it); a coach (`coachScope`) sees the groups they teach. */
export async function listAdminGroups(em: EntityManager, queries: QueryBus, coachScope: string | null, ids?: readonly string[], q?: string): Promise<AdminGroup[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (coachScope) {
    where.push('g.coach_id = ?');
    params.push(coachScope);
  }
  if (ids) {
    where.push('g.id = any(?::uuid[])');
    params.push(`{${ids.join(',')}}`);
  }
  if (q) {
    // Part of the name, ignoring case and full-width letters (ＡＢＣ as ABC); what is typed is text, not a pattern.
    where.push('normalize(g.name, NFKC) ilike ?');
    params.push(`%${q.normalize('NFKC').replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  const groups = await sql<{ id: string; name: string; image_url: string | null; type_label: string; discord_url: string | null; game_id: number; coach_id: string | null; coach_name: string | null }>(
    em,
    `select g.*, c.name as coach_name from lesson_groups g left join coaches c on c.id = g.coach_id ${where.length ? `where ${where.join(' and ')}` : ''} order by g.created_at desc, g.id`,
    params,
  );
  if (groups.length === 0) return [];
  const memberships = await sql<{ group_id: string; member_id: string; is_leader: boolean; ticket_count: number }>(
    em,
    'select group_id, member_id, is_leader, ticket_count from lesson_group_members where group_id = any(?::uuid[]) order by is_leader desc, member_id',
    [`{${groups.map((g) => g.id).join(',')}}`],
  );
  const contacts = await memberContactsOf(queries, memberships.map((m) => m.member_id));
  return groups.map((g) => ({
    id: g.id,
    name: g.name,
    image_url: g.image_url,
    type_label: g.type_label,
    discord_url: g.discord_url,
    game_id: g.game_id,
    coach: g.coach_id ? { id: g.coach_id, name: g.coach_name ?? '' } : null,
    members: memberships
      .filter((m) => m.group_id === g.id)
      .map((m) => {
        const c = contacts.get(m.member_id);
        return { member_id: m.member_id, name: [c?.lastName, c?.firstName].filter(Boolean).join(' ') || null, email: c?.email ?? '', is_leader: m.is_leader, ticket_count: m.ticket_count };
      }),
  }));
}
