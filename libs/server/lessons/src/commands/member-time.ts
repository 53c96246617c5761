import type { EntityManager } from '@mikro-orm/postgresql';
import { domainError, sql } from '@coaching/server-core';
import { LessonErrors } from '../domain/lessons-errors';

/**
 * A member is in one lesson at a time, their own and their groups' together. The lessons' exclusion constraint keeps
 * a member's own lessons apart; a group lesson names no member, so a personal lesson over one of the member's group
 * lessons (or a group lesson over one of its members' lessons, or a member joining a group whose lessons clash with
 * theirs) is refused here, under the locks below.
 *
 * Locks, always in this order, so no two writers wait on each other in a circle: the group's (a group lesson, a change
 * of its members), then each member's booking lock (`lessons-member-<id>`, in id order), then the coach's time lock.
 */
export async function lockGroup(tx: EntityManager, groupId: string): Promise<void> {
  await sql(tx, 'select pg_advisory_xact_lock(hashtext(?))', [`lessons-group-${groupId}`]);
}

/** Each member's booking lock, in a fixed order. */
export async function lockMembers(tx: EntityManager, memberIds: string[]): Promise<void> {
  for (const memberId of [...new Set(memberIds)].sort()) await sql(tx, 'select pg_advisory_xact_lock(hashtext(?))', [`lessons-member-${memberId}`]);
}

/** The members of a group, read under its lock. */
export async function groupMemberIds(tx: EntityManager, groupId: string): Promise<string[]> {
  return (await sql<{ member_id: string }>(tx, 'select member_id from lesson_group_members where group_id = ?', [groupId])).map((r) => r.member_id);
}

/**
 * Refuses (MEMBER_BUSY) when any of `memberIds` has a lesson, their own or one of their groups', over [startsAt,
 * endsAt), other than `exceptLessonId` (the lesson being moved). Call with the members' locks held.
 */
export async function assertMembersFree(tx: EntityManager, memberIds: string[], startsAt: Date, endsAt: Date, exceptLessonId: string | null = null): Promise<void> {
  if (memberIds.length === 0) return;
  const ids = `{${memberIds.join(',')}}`;
  const [clash] = await sql(
    tx,
    `select 1 from lessons l
      where l.status <> 'cancelled' and l.starts_at < ? and l.ends_at > ? and l.id is distinct from ?::uuid
        and (l.member_id = any(?::uuid[]) or l.group_id in (select group_id from lesson_group_members where member_id = any(?::uuid[])))
      limit 1`,
    [endsAt, startsAt, exceptLessonId, ids, ids],
  );
  if (clash) throw domainError(LessonErrors.MEMBER_BUSY);
}

/**
 * Refuses (GROUP_MEMBER_BUSY) a change of a group's members when a member it adds has a lesson over one of the group's
 * lessons still to come. Call with the group's and those members' locks held.
 */
export async function assertJoinersFree(tx: EntityManager, groupId: string, joinerIds: string[]): Promise<void> {
  if (joinerIds.length === 0) return;
  const ids = `{${joinerIds.join(',')}}`;
  const [clash] = await sql(
    tx,
    `select 1 from lessons g join lessons l on l.starts_at < g.ends_at and l.ends_at > g.starts_at and l.id <> g.id
      where g.group_id = ? and g.status <> 'cancelled' and g.ends_at > now() and l.status <> 'cancelled'
        and (l.member_id = any(?::uuid[]) or l.group_id in (select group_id from lesson_group_members where member_id = any(?::uuid[]) and group_id <> ?))
      limit 1`,
    [groupId, ids, ids, groupId],
  );
  if (clash) throw domainError(LessonErrors.GROUP_MEMBER_BUSY);
}
