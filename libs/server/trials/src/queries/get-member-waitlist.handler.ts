import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { type MemberTrialWaitlistEntry, tokyoParts } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import { GetGameSummariesQuery } from '@coaching/server-catalogue/queries';
import { GetMemberWaitlistQuery } from './get-member-waitlist.query';

@QueryHandler(GetMemberWaitlistQuery)
export class GetMemberWaitlistHandler implements IQueryHandler<GetMemberWaitlistQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ memberId, now }: GetMemberWaitlistQuery): Promise<MemberTrialWaitlistEntry[]> {
    const rows = await sql<{ game_id: number; starts_at: Date; joined_at: Date; offer_trial_id: string | null; held_until: Date | null }>(
      this.em.fork(),
      `select w.game_id, w.starts_at, w.joined_at, t.id as offer_trial_id, t.held_until
         from trial_waitlist w
         left join trials t on t.id = w.offer_trial_id and t.status = 'held' and t.held_until > ?
        where w.member_id = ? and w.starts_at > ?
        order by w.starts_at, w.game_id`,
      [now, memberId, now],
    );
    if (rows.length === 0) return [];
    const games = await this.queries.execute(new GetGameSummariesQuery([...new Set(rows.map((r) => r.game_id))]));
    return rows.map((r) => {
      const at = tokyoParts(new Date(r.starts_at));
      return {
        game_id: r.game_id,
        game_name: games.find((g) => g.id === r.game_id)?.name ?? '',
        started_at: new Date(r.starts_at).toISOString(),
        start: `${at.date} ${at.time}`,
        joined_at: new Date(r.joined_at).toISOString(),
        offer: r.offer_trial_id && r.held_until ? { trial_id: r.offer_trial_id, held_until: new Date(r.held_until).toISOString() } : null,
      };
    });
  }
}
