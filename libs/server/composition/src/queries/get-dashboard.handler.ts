import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { BillingTerms, type DashboardStats } from '@coaching/contracts';
import { GetMonthlyBillingStatsQuery, ListRefundsQuery } from '@coaching/server-billing/queries';
import { CountNewMembersQuery } from '@coaching/server-identity/queries';
import { GetCoachLessonStatsQuery } from '@coaching/server-lessons/queries';
import { GetMonthlyTrialConversionQuery } from '@coaching/server-trials/queries';
import { dashboardCoach, dashboardMonth, dashboardTotals, type MonthInputs } from '../domain/dashboard-metrics';
import { GetDashboardQuery } from './get-dashboard.query';

const REFUND_LABEL = { plan: 'プラン', item: '追加アイテム' } as const;
const METHOD_LABEL = BillingTerms.shortMethods;

@QueryHandler(GetDashboardQuery)
export class GetDashboardHandler implements IQueryHandler<GetDashboardQuery> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ span }: GetDashboardQuery): Promise<DashboardStats> {
    const [billing, members, trials, coaches, refunds] = await Promise.all([
      this.queries.execute(new GetMonthlyBillingStatsQuery(span)),
      this.queries.execute(new CountNewMembersQuery(span)),
      this.queries.execute(new GetMonthlyTrialConversionQuery(span)),
      this.queries.execute(new GetCoachLessonStatsQuery(span)),
      this.queries.execute(new ListRefundsQuery(span)),
    ]);
    const byMonth = <T extends { month: string }>(rows: T[]) => new Map(rows.map((r) => [r.month, r]));
    const membersOf = byMonth(members);
    const trialsOf = byMonth(trials);
    const inputs: MonthInputs[] = billing.map((b) => ({
      month: b.month,
      revenue: b.revenue,
      refunds: b.refunds,
      newMembers: membersOf.get(b.month)?.count ?? 0,
      activeAtStart: b.activeAtStart,
      activeAtEnd: b.activeAtEnd,
      ended: b.ended,
      trials: trialsOf.get(b.month)?.trials ?? 0,
      converted: trialsOf.get(b.month)?.converted ?? 0,
    }));
    return {
      ...span,
      months: inputs.map(dashboardMonth),
      coaches: coaches.map(dashboardCoach),
      refunds: refunds.map((r) => ({ id: r.paymentId, refunded_at: r.refundedAt, what: `${REFUND_LABEL[r.kind]}（${METHOD_LABEL[r.method]}）`, amount: r.amount })),
      totals: dashboardTotals(inputs),
    };
  }
}
