import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { ContractLessons, sql, type ContractLessonCount } from '@coaching/server-core';

/**
 * Core's `ContractLessons` (what billing's refund counts, ADR 0015), from the lessons read model. Taken: lessons
 * attended or missed, and those the terms count as used although not given (cancelled late, forfeited by the
 * second strike of a month). The first lesson: the earliest one of the period not called off.
 */
@Injectable()
export class LessonsContractLessons extends ContractLessons {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {
    super();
  }

  async countFor(subscriptionId: string, from: Date, to: Date, at: Date): Promise<ContractLessonCount> {
    const [row] = await sql<{ taken: number; first_at: Date | string | null }>(
      this.em.fork(),
      `select count(*) filter (where starts_at <= ? and (status in ('attended', 'missed') or cancellation in ('member-late', 'forfeited')))::int as taken,
              min(starts_at) filter (where status <> 'cancelled' or cancellation in ('member-late', 'forfeited')) as first_at
         from lessons
        where subscription_id = ? and kind = 'personal' and starts_at >= ? and starts_at < ?`,
      [at, subscriptionId, from, to],
    );
    return { taken: row?.taken ?? 0, firstLessonAt: row?.first_at ? new Date(row.first_at) : null };
  }
}
