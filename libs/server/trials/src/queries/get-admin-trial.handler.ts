import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { AdminTrial } from '@coaching/contracts';
import { listAdminTrials } from './admin-trials';
import { GetAdminTrialQuery } from './get-admin-trial.query';

@QueryHandler(GetAdminTrialQuery)
export class GetAdminTrialHandler implements IQueryHandler<GetAdminTrialQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ trialId }: GetAdminTrialQuery): Promise<AdminTrial | null> {
    const params = { sort: { field: 'starts_at' as const, order: 'DESC' as const }, range: { start: 0, end: 0 }, filter: {} };
    const { rows } = await listAdminTrials(this.em.fork(), this.queries, params, trialId);
    return rows[0] ?? null;
  }
}
