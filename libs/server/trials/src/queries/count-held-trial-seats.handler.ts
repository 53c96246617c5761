import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { sql } from '@coaching/server-core';
import { CountHeldTrialSeatsQuery } from './count-held-trial-seats.query';

/** Counts the held seats whose hold has not lapsed; the seats table holds upcoming trials only, so this stays small. */
@QueryHandler(CountHeldTrialSeatsQuery)
export class CountHeldTrialSeatsHandler implements IQueryHandler<CountHeldTrialSeatsQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute(): Promise<number> {
    const [row] = await sql<{ n: number }>(this.em.fork(), "select count(*)::int as n from trial_seats where state = 'held' and (held_until is null or held_until > now())");
    return row.n;
  }
}
