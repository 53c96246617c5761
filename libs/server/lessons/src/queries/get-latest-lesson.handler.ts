import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { LatestLesson } from '@coaching/contracts';
import { GetGameSummariesQuery } from '@coaching/server-catalogue/queries';
import { inTransaction, ReadCache, ReadCaches } from '@coaching/server-core';
import { cancelDeadline } from '../domain/lesson-terms';
import { cancelTermsOfPlans } from './cancel-terms';
import { GetLatestLessonQuery } from './get-latest-lesson.query';
import { firstMemberLessonOfEachGame, lessonGamesOf, type MemberLessonRow, toMemberLesson } from './member-lesson-rows';
import { MEMBER_LESSONS_CACHE } from './member-lessons-cache';

/** The next lesson of each game as read (earliest first), with each one's Discord server; what depends on the time is worked out per answer. */
interface NextLessons {
  lessons: Array<{ row: MemberLessonRow; discordUrl: string | null }>;
}

/**
 * The member's next lesson, asked on every mypage view: the first of all, or of one game (`gameId`, the course mypage
 * shows). In the api it is answered from memory between changes (`MEMBER_LESSONS_CACHE`, ADR 0019): the next lesson
 * of each game, kept never past the end of the first of them, when the one after it becomes the next.
 */
@QueryHandler(GetLatestLessonQuery)
export class GetLatestLessonHandler implements IQueryHandler<GetLatestLessonQuery> {
  private readonly cache: ReadCache<NextLessons>;

  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(ReadCaches) caches: ReadCaches,
  ) {
    this.cache = caches.create<NextLessons>(MEMBER_LESSONS_CACHE, {
      validUntil: ({ lessons }) => (lessons.length > 0 ? Math.min(...lessons.map(({ row }) => new Date(row.ends_at).getTime())) : Number.POSITIVE_INFINITY),
    });
  }

  async execute({ memberId, now, gameId }: GetLatestLessonQuery): Promise<LatestLesson | null> {
    const { lessons } = (await this.cache.get(memberId, () => this.read(memberId, now), inTransaction(this.em)))!;
    const found = gameId === undefined ? lessons[0] : lessons.find(({ row }) => Number(row.game_id) === gameId);
    if (!found) return null;
    const { row: next, discordUrl } = found;
    const terms = (await cancelTermsOfPlans(this.queries, [next.plan_id]))(next.plan_id);
    const deadline = cancelDeadline(new Date(next.starts_at), terms);
    return {
      ...toMemberLesson(next, await lessonGamesOf(this.queries, [next.game_id])),
      trial_flg: 0,
      group_id: next.group_id,
      user_plan: { discord_url: discordUrl },
      cancel_deadline: new Date(deadline.getTime() - 1).toISOString(),
      cancel_terms: terms,
      cancellable: next.kind === 'personal' && now < deadline,
    };
  }

  private async read(memberId: string, now: Date): Promise<NextLessons> {
    const em = this.em.fork();
    const firsts = await firstMemberLessonOfEachGame(em, memberId, "l.status = 'scheduled' and l.ends_at > ?", [now]);
    // The Discord server of a lesson: the group's, or the community of its game (the plan's, or its coach's).
    const communities = new Map((await this.queries.execute(new GetGameSummariesQuery([...new Set(firsts.map((r) => Number(r.game_id)))]))).map((g) => [g.id, g.discordUrl]));
    return { lessons: firsts.map((row) => ({ row, discordUrl: row.group_id ? row.group_discord_url : (communities.get(Number(row.game_id)) ?? null) })) };
  }
}
