import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '@coaching/server-core';

/** Mails carry times as ISO 8601 (the raw rows hold PostgreSQL's text). */
export const iso = (at: Date | string) => new Date(at).toISOString();

export interface LessonMailFacts {
  id: string;
  kind: 'personal' | 'group';
  member_id: string | null;
  group_id: string | null;
  group_name: string | null;
  group_discord_url: string | null;
  starts_at: Date | string;
  ends_at: Date | string;
  coach_name: string;
  coach_email: string | null;
  game_id: number | null;
  make_up_by: Date | string | null;
}

/** What a lesson mail says about the lesson, read from the read model in the reaction's transaction. */
export async function lessonMailFacts(tx: EntityManager, lessonId: string): Promise<LessonMailFacts | undefined> {
  const [row] = await sql<LessonMailFacts>(
    tx,
    `select l.id, l.kind, l.member_id, l.group_id, g.name as group_name, g.discord_url as group_discord_url, l.starts_at, l.ends_at,
            c.name as coach_name, c.email as coach_email, coalesce(s.game_id, g.game_id) as game_id, l.make_up_by
       from lessons l join coaches c on c.id = l.coach_id
       left join lesson_students s on s.subscription_id = l.subscription_id
       left join lesson_groups g on g.id = l.group_id
      where l.id = ?`,
    [lessonId],
  );
  return row;
}

/**
 * Whom a lesson's mails go to: the member of a personal lesson, or every member of a group lesson's group as it is
 * now (someone who joined the group after the booking is taught in that lesson too, so hears of it).
 */
export async function lessonRecipients(tx: EntityManager, lesson: Pick<LessonMailFacts, 'member_id' | 'group_id'>): Promise<string[]> {
  if (lesson.member_id) return [lesson.member_id];
  if (!lesson.group_id) return [];
  const members = await sql<{ member_id: string }>(tx, 'select member_id from lesson_group_members where group_id = ? order by member_id', [lesson.group_id]);
  return members.map((m) => m.member_id);
}
