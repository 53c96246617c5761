import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes for two lookups that read the whole `lessons` table: a member's group lessons (mypage's next lesson,
 * the history, the calendar feed) and, when a make-up lesson is cancelled, the lesson whose credit it used.
 */
export class Migration20261127150000LessonLookupIndexes extends Migration {
  override async up(): Promise<void> {
    this.addSql('create index lessons_group_starts on lessons (group_id, starts_at) where group_id is not null;');
    this.addSql('create index lessons_credit_used_by on lessons (credit_used_by) where credit_used_by is not null;');
  }

  override async down(): Promise<void> {
    this.addSql('drop index lessons_credit_used_by;');
    this.addSql('drop index lessons_group_starts;');
  }
}
