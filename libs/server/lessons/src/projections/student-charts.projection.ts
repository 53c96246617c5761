import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type InlineProjection, type StoredEvent } from '@coaching/server-core';
import type { StudentChartEvent } from '../domain/student-chart.decider';

/** Inline: the chart link of each subscription taught (`lesson_students.chart_url`), read by the current user's plan. */
export class StudentChartsProjection implements InlineProjection {
  readonly name = 'student-charts';
  readonly eventTypes = ['StudentChartLinkSet', 'StudentChartLinkRemoved'] as const;

  async apply(em: EntityManager, stored: StoredEvent): Promise<void> {
    const event = { type: stored.type, data: stored.data } as StudentChartEvent;
    const chartUrl = event.type === 'StudentChartLinkSet' ? event.data.chartUrl : null;
    await sql(em, 'update lesson_students set chart_url = ? where subscription_id = ?', [chartUrl, event.data.subscriptionId]);
  }

  async reset(em: EntityManager): Promise<void> {
    await sql(em, 'update lesson_students set chart_url = null where chart_url is not null');
  }
}
