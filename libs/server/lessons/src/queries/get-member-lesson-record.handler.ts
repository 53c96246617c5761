import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { sql } from '@coaching/server-core';
import { GetMemberLessonRecordQuery, LESSON_RECORD_LIMIT, type MemberLessonRecord } from './get-member-lesson-record.query';
import { memberLessons } from './member-lesson-rows';

@QueryHandler(GetMemberLessonRecordQuery)
export class GetMemberLessonRecordHandler implements IQueryHandler<GetMemberLessonRecordQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ memberId }: GetMemberLessonRecordQuery): Promise<MemberLessonRecord> {
    const em = this.em.fork();
    const students = await sql<{ subscription_id: string; game_id: number; plan_id: number; lessons_per_month: number; starts_at: Date; ends_at: Date; coach_id: string | null; coach_name: string | null }>(
      em,
      `select s.subscription_id, s.game_id, s.plan_id, s.lessons_per_month, s.starts_at, s.ends_at, s.coach_id, c.name as coach_name
         from lesson_students s left join coaches c on c.id = s.coach_id where s.member_id = ? order by s.starts_at desc`,
      [memberId],
    );
    const lessons = await memberLessons(em, memberId, '', [], 'l.starts_at desc', LESSON_RECORD_LIMIT);
    const standings = await sql<{ month: string; strikes: number; suspended_at: Date | null }>(em, 'select month, strikes, suspended_at from lesson_standings where member_id = ? order by month desc', [memberId]);
    return {
      students: students.map((s) => ({
        subscriptionId: s.subscription_id,
        gameId: s.game_id,
        planId: s.plan_id,
        lessonsPerMonth: s.lessons_per_month,
        startsAt: new Date(s.starts_at),
        endsAt: new Date(s.ends_at),
        coachId: s.coach_id,
        coachName: s.coach_name,
      })),
      lessons: lessons.map((l) => ({
        id: l.id,
        kind: l.kind,
        startsAt: new Date(l.starts_at),
        endsAt: new Date(l.ends_at),
        status: l.status,
        cancellation: l.cancellation,
        coachName: l.coach_name,
        groupName: l.group_name,
      })),
      standings: standings.map((s) => ({ month: s.month, strikes: s.strikes, suspendedAt: s.suspended_at ? new Date(s.suspended_at) : null })),
    };
  }
}
