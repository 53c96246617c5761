import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { sql } from '@coaching/server-core';
import { GetTrialOwnerQuery } from './get-trial-owner.query';

@QueryHandler(GetTrialOwnerQuery)
export class GetTrialOwnerHandler implements IQueryHandler<GetTrialOwnerQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ trialId }: GetTrialOwnerQuery): Promise<string | null> {
    const [row] = await sql<{ member_id: string }>(this.em.fork(), 'select member_id from trials where id = ?', [trialId]);
    return row?.member_id ?? null;
  }
}
