import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CatalogueSummaries } from './catalogue-summaries';
import { GetPlanSummariesQuery, type PlanSummary } from './get-plan-summaries.query';

@QueryHandler(GetPlanSummariesQuery)
export class GetPlanSummariesHandler implements IQueryHandler<GetPlanSummariesQuery> {
  constructor(private readonly summaries: CatalogueSummaries) {}

  execute({ planIds }: GetPlanSummariesQuery): Promise<PlanSummary[]> {
    return this.summaries.plans(planIds);
  }
}
