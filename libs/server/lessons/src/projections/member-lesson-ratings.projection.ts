import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type InlineProjection, type StoredEvent } from '@coaching/server-core';
import type { LessonEvent } from '../domain/lesson.decider';
import { LessonRatedByMember, LessonRatingChanged } from '../events';

/** Inline: `member_lesson_ratings`, the member's rating of each lesson they rated, written in the append's transaction. */
export class MemberLessonRatingsProjection implements InlineProjection {
  readonly name = 'member-lesson-ratings';
  readonly eventTypes = [LessonRatedByMember, LessonRatingChanged].map((type) => type.name);

  async apply(em: EntityManager, stored: StoredEvent): Promise<void> {
    const lessonId = stored.streamId.replace(/^lesson-/, '');
    const event = { type: stored.type, data: stored.data } as LessonEvent;
    if (event.type === 'LessonRatedByMember') {
      const d = event.data;
      await sql(em, 'insert into member_lesson_ratings (lesson_id, member_id, score, comment, rated_at, updated_at) values (?, ?, ?, ?, ?, ?)', [lessonId, d.memberId, d.score, d.comment, d.ratedAt, d.ratedAt]);
    } else if (event.type === 'LessonRatingChanged') {
      const d = event.data;
      await sql(em, 'update member_lesson_ratings set score = ?, comment = ?, updated_at = ? where lesson_id = ?', [d.score, d.comment, d.changedAt, lessonId]);
    }
  }

  async reset(em: EntityManager): Promise<void> {
    await sql(em, 'delete from member_lesson_ratings');
  }
}
