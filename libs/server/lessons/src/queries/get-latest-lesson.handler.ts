import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { LatestLesson } from '@coaching/contracts';
import { GetGameSummariesQuery } from '@coaching/server-catalogue/queries';
import { inTransaction, ReadCache, ReadCaches, sql } from '@coaching/server-core';
import { cancelDeadline } from '../domain/lesson-terms';
import { GetLatestLessonQuery } from './get-latest-lesson.query';
import { memberLessons, type MemberLessonRow, toMemberLesson } from './member-lesson-rows';
import { MEMBER_LESSONS_CACHE } from './member-lessons-cache';

/** The next lesson as read, with its Discord server; what depends on the time is worked out per answer. */
interface NextLesson {
  row: MemberLessonRow | null;
  discordUrl: string | null;
}

/**
 * The member's next lesson, asked on every mypage view. In the api it is answered from memory between changes
 * (`MEMBER_LESSONS_CACHE`, ADR 0019), and never past the end of the lesson it holds,
 * when the one after it becomes the next.
 */
@QueryHandler(GetLatestLessonQuery)
export class GetLatestLessonHandler implements IQueryHandler<GetLatestLessonQuery> {
  private readonly cache: ReadCache<NextLesson>;

  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(ReadCaches) caches: ReadCaches,
  ) {
    this.cache = caches.create<NextLesson>(MEMBER_LESSONS_CACHE, { validUntil: ({ row }) => (row ? new Date(row.ends_at).getTime() : Number.POSITIVE_INFINITY) });
  }

  async execute({ memberId, now }: GetLatestLessonQuery): Promise<LatestLesson | null> {
    const { row: next, discordUrl } = (await this.cache.get(memberId, () => this.read(memberId, now), inTransaction(this.em)))!;
    if (!next) return null;
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

  private async read(memberId: string, now: Date): Promise<NextLesson> {
    const em = this.em.fork();
    const [next] = await memberLessons(em, memberId, "l.status = 'scheduled' and l.ends_at > ?", [now], 'l.starts_at, l.id', 1);
    if (!next) return { row: null, discordUrl: null };
    // The Discord server of the lesson: the group's, or the community of the plan's game.
    let discordUrl = next.group_discord_url;
    if (!next.group_id && next.subscription_id) {
      const [student] = await sql<{ game_id: number }>(em, 'select game_id from lesson_students where subscription_id = ?', [next.subscription_id]);
      const [game] = student ? await this.queries.execute(new GetGameSummariesQuery([student.game_id])) : [];
      discordUrl = game?.discordUrl ?? null;
    }
    return { row: next, discordUrl };
  }
}
