import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { TrialConversionStats } from '@coaching/contracts';
import { trialConversion } from './admin-trials';
import { GetTrialConversionQuery } from './get-trial-conversion.query';

@QueryHandler(GetTrialConversionQuery)
export class GetTrialConversionHandler implements IQueryHandler<GetTrialConversionQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  execute({ from, to, gameId }: GetTrialConversionQuery): Promise<TrialConversionStats> {
    return trialConversion(this.em.fork(), from, to, gameId);
  }
}
