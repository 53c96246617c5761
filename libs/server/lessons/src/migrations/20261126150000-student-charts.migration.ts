import { Migration } from '@mikro-orm/migrations';

/** The chart link support sets per subscription (issue 10), projected from `lesson-student-chart-<subscription>`. */
export class Migration20261126150000StudentCharts extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table lesson_students add column chart_url text;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table lesson_students drop column if exists chart_url;');
  }
}
