import { Migration } from '@mikro-orm/migrations';

/**
 * A student's chart link, shown on every mypage view (`/api/me`), forgotten by every api copy when it changes (ADR 0019).
 *
 * Superseded on 2026-11-28: migration 20261128200000 (core) drops these triggers; the read caches' triggers are now
 * generated from their declarations after every migration run (ADR 0019, addendum). Kept as run, for the history.
 */
export class Migration20261127180003StudentChartNotify extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create trigger lesson_students_chart_changed after insert or update of chart_url, subscription_id or delete on lesson_students for each row
        execute function notify_cache_change('student-chart', 'subscription_id');
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists lesson_students_chart_changed on lesson_students;');
  }
}
