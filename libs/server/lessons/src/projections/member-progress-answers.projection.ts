import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type InlineProjection, type StoredEvent } from '@coaching/server-core';
import type { MemberProgressEvent } from '../domain/member-progress.decider';
import { MemberProgressAnswerChanged, MemberProgressAnswered } from '../events';

/** Inline: `member_progress_answers`, each member's answer per course and month to 「今月、上達を実感できましたか？」. */
export class MemberProgressAnswersProjection implements InlineProjection {
  readonly name = 'member-progress-answers';
  readonly eventTypes = [MemberProgressAnswered, MemberProgressAnswerChanged].map((type) => type.name);

  async apply(em: EntityManager, stored: StoredEvent): Promise<void> {
    const event = { type: stored.type, data: stored.data } as MemberProgressEvent;
    if (event.type === 'MemberProgressAnswered') {
      const d = event.data;
      await sql(
        em,
        'insert into member_progress_answers (member_id, game_id, month, coach_id, improved, comment, answered_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
        [d.memberId, d.gameId, d.month, d.coachId, d.improved, d.comment, d.answeredAt, d.answeredAt],
      );
    } else {
      const d = event.data;
      await sql(em, 'update member_progress_answers set coach_id = ?, improved = ?, comment = ?, updated_at = ? where member_id = ? and game_id = ? and month = ?', [
        d.coachId,
        d.improved,
        d.comment,
        d.changedAt,
        d.memberId,
        d.gameId,
        d.month,
      ]);
    }
  }

  async reset(em: EntityManager): Promise<void> {
    await sql(em, 'delete from member_progress_answers');
  }
}
