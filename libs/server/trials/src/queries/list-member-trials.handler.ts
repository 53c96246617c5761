import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { TrialStatusName } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import { ListCoachesQuery } from '@coaching/server-lessons/queries';
import { ListMemberTrialsQuery, type MemberTrialRecord } from './list-member-trials.query';

@QueryHandler(ListMemberTrialsQuery)
export class ListMemberTrialsHandler implements IQueryHandler<ListMemberTrialsQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ memberId }: ListMemberTrialsQuery): Promise<MemberTrialRecord[]> {
    // 'requested' is a trial not yet held (no seat): nothing happened yet to show.
    const rows = await sql<{ id: string; game_id: number; coach_id: string | null; starts_at: Date; ends_at: Date; status: TrialStatusName; converted_at: Date | null; created_at: Date }>(
      this.em.fork(),
      "select id, game_id, coach_id, starts_at, ends_at, status, converted_at, created_at from trials where member_id = ? and status <> 'requested' order by created_at desc",
      [memberId],
    );
    const coachIds = [...new Set(rows.flatMap((r) => (r.coach_id ? [r.coach_id] : [])))];
    const coaches = coachIds.length ? await this.queries.execute(new ListCoachesQuery({ ids: coachIds, includeInactive: true })) : [];
    const names = new Map(coaches.map((c) => [c.id, c.name]));
    return rows.map((r) => ({
      id: r.id,
      gameId: r.game_id,
      coachName: r.coach_id ? (names.get(r.coach_id) ?? null) : null,
      startsAt: new Date(r.starts_at),
      endsAt: new Date(r.ends_at),
      status: r.status,
      convertedAt: r.converted_at ? new Date(r.converted_at) : null,
      createdAt: new Date(r.created_at),
    }));
  }
}
