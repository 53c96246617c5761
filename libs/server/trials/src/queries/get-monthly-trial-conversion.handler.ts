import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { MONTHS_CTE, monthSeriesParams, sql } from '@coaching/server-core';
import { COUNTED_TRIAL_STATUSES } from './admin-trials';
import { GetMonthlyTrialConversionQuery, type MonthlyTrialConversion } from './get-monthly-trial-conversion.query';

@QueryHandler(GetMonthlyTrialConversionQuery)
export class GetMonthlyTrialConversionHandler implements IQueryHandler<GetMonthlyTrialConversionQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ span }: GetMonthlyTrialConversionQuery): Promise<MonthlyTrialConversion[]> {
    return sql<MonthlyTrialConversion>(
      this.em.fork(),
      `with ${MONTHS_CTE}
       select m.month,
              count(t.id)::int as trials,
              count(t.id) filter (where t.converted_at is not null)::int as converted
         from months m left join trials t on t.status in ${COUNTED_TRIAL_STATUSES} and t.starts_at >= m.starts and t.starts_at < m.ends
        group by m.month order by m.month`,
      monthSeriesParams(span),
    );
  }
}
