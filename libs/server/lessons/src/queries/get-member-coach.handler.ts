import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { MemberCoach } from '@coaching/contracts';
import { GetGameSummariesQuery } from '@coaching/server-catalogue/queries';
import { GetMemberCoachQuery } from './get-member-coach.query';
import { currentCoachOf } from './member-coach-rows';

@QueryHandler(GetMemberCoachQuery)
export class GetMemberCoachHandler implements IQueryHandler<GetMemberCoachQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ memberId }: GetMemberCoachQuery): Promise<MemberCoach | null> {
    const coach = await currentCoachOf(this.em.fork(), this.queries, memberId);
    if (!coach) return null;
    const games = await this.queries.execute(new GetGameSummariesQuery([coach.game_id]));
    return {
      name: coach.name,
      games: games.map((g) => ({ id: g.id, name: g.name })),
      profile: coach.profile,
      // No coach id in the address: the member's own coach is the only one it can ever serve. `v` changes with the photo.
      photo_url: coach.photo_updated_at ? `/api/coach/photo?v=${new Date(coach.photo_updated_at).getTime()}` : null,
    };
  }
}
