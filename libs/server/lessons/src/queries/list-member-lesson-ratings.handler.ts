import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { MemberLessonRating } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import { ratingEditableUntil } from '../domain/member-rating';
import { ListMemberLessonRatingsQuery } from './list-member-lesson-ratings.query';

@QueryHandler(ListMemberLessonRatingsQuery)
export class ListMemberLessonRatingsHandler implements IQueryHandler<ListMemberLessonRatingsQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ memberId, lessonId }: ListMemberLessonRatingsQuery): Promise<MemberLessonRating[]> {
    const rows = await sql<{ lesson_id: string; score: number; comment: string; rated_at: Date; updated_at: Date; starts_at: Date }>(
      this.em.fork(),
      `select r.lesson_id, r.score, r.comment, r.rated_at, r.updated_at, l.starts_at
         from member_lesson_ratings r join lessons l on l.id = r.lesson_id
        where r.member_id = ? and l.member_id = ? ${lessonId ? 'and r.lesson_id = ?' : ''}
        order by l.starts_at desc limit 500`,
      lessonId ? [memberId, memberId, lessonId] : [memberId, memberId],
    );
    const now = new Date();
    return rows.map((r) => {
      const until = ratingEditableUntil(new Date(r.starts_at));
      return {
        lesson_id: r.lesson_id,
        score: Number(r.score),
        comment: r.comment,
        rated_at: new Date(r.rated_at).toISOString(),
        updated_at: new Date(r.updated_at).toISOString(),
        editable_until: until.toISOString(),
        editable: now <= until,
      };
    });
  }
}
