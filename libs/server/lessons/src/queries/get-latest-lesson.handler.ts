import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { LatestLesson } from '@coaching/contracts';
import { GetGameSummariesQuery } from '@coaching/server-catalogue/queries';
import { sql } from '@coaching/server-core';
import { cancelDeadline } from '../domain/lesson-calendar';
import { GetLatestLessonQuery } from './get-latest-lesson.query';
import { memberLessons, toMemberLesson } from './member-lesson-rows';

@QueryHandler(GetLatestLessonQuery)
export class GetLatestLessonHandler implements IQueryHandler<GetLatestLessonQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ memberId, now }: GetLatestLessonQuery): Promise<LatestLesson | null> {
    const em = this.em.fork();
    const [next] = await memberLessons(em, memberId, "l.status = 'scheduled' and l.ends_at > ?", [now], 'l.starts_at, l.id', 1);
    if (!next) return null;
    // The Discord server of the lesson: the group's, or the community of the plan's game.
    let discordUrl = next.group_discord_url;
    if (!next.group_id && next.subscription_id) {
      const [student] = await sql<{ game_id: number }>(em, 'select game_id from lesson_students where subscription_id = ?', [next.subscription_id]);
      const [game] = student ? await this.queries.execute(new GetGameSummariesQuery([student.game_id])) : [];
      discordUrl = game?.discordUrl ?? null;
    }
    const deadline = cancelDeadline(new Date(next.starts_at));
    return {
      ...toMemberLesson(next),
      trial_flg: 0,
      group_id: next.group_id,
      user_plan: { discord_url: discordUrl },
      cancel_deadline: new Date(deadline.getTime() - 1).toISOString(),
      cancellable: next.kind === 'personal' && now < deadline,
    };
  }
}
