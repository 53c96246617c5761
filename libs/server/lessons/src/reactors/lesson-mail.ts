import type { EntityManager } from '@mikro-orm/postgresql';
import { QueueName, SEND_MAIL_JOB, sql, type OutboxMessage } from '@coaching/server-core';

/** A mail to a member about their lessons, addressed when it is sent (core's `MemberDirectory`). */
export const memberMail = (template: string, memberId: string, locals: Record<string, unknown>): OutboxMessage => ({
  queue: QueueName.Mail,
  jobName: SEND_MAIL_JOB,
  payload: { template, toMember: memberId, locals },
});

/** A mail to a coach, at the address the lessons context keeps for them. */
export const coachMail = (template: string, email: string, locals: Record<string, unknown>): OutboxMessage => ({
  queue: QueueName.Mail,
  jobName: SEND_MAIL_JOB,
  payload: { template, to: [email], locals },
});

export interface LessonMailFacts {
  id: string;
  kind: 'personal' | 'group';
  member_id: string | null;
  starts_at: Date;
  ends_at: Date;
  coach_name: string;
  coach_email: string | null;
  game_id: number | null;
  make_up_by: Date | null;
}

/** What a lesson mail says about the lesson, read from the read model in the reaction's transaction. */
export async function lessonMailFacts(tx: EntityManager, lessonId: string): Promise<LessonMailFacts | undefined> {
  const [row] = await sql<LessonMailFacts>(
    tx,
    `select l.id, l.kind, l.member_id, l.starts_at, l.ends_at, c.name as coach_name, c.email as coach_email, s.game_id, l.make_up_by
       from lessons l join coaches c on c.id = l.coach_id left join lesson_students s on s.subscription_id = l.subscription_id
      where l.id = ?`,
    [lessonId],
  );
  return row;
}
