import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { MemberTrial, TrialStatusName } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import { GetGameSummariesQuery } from '@coaching/server-catalogue/queries';
import { ListCoachesQuery } from '@coaching/server-lessons/queries';
import { GetMemberTrialQuery } from './get-member-trial.query';

@QueryHandler(GetMemberTrialQuery)
export class GetMemberTrialHandler implements IQueryHandler<GetMemberTrialQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ memberId, trialId }: GetMemberTrialQuery): Promise<MemberTrial | null> {
    const [row] = await sql<{ id: string; status: TrialStatusName; starts_at: Date; ends_at: Date; game_id: number; held_until: Date | null; coach_id: string | null }>(
      this.em.fork(),
      `select id, status, starts_at, ends_at, game_id, held_until, coach_id from trials
        where member_id = ? and (?::uuid is null or id = ?::uuid) and status <> 'requested' order by created_at desc limit 1`,
      [memberId, trialId ?? null, trialId ?? null],
    );
    if (!row) return null;
    const [[coach], [game]] = await Promise.all([
      row.coach_id ? this.queries.execute(new ListCoachesQuery({ ids: [row.coach_id], includeInactive: true })) : Promise.resolve([]),
      this.queries.execute(new GetGameSummariesQuery([row.game_id])),
    ]);
    return {
      id: row.id,
      status: row.status,
      started_at: new Date(row.starts_at).toISOString(),
      ended_at: new Date(row.ends_at).toISOString(),
      game_id: row.game_id,
      held_until: row.held_until ? new Date(row.held_until).toISOString() : null,
      coach: coach ? { name: coach.name } : null,
      game: { name: game?.name ?? '', discord_url: game?.discordUrl ?? null },
    };
  }
}
