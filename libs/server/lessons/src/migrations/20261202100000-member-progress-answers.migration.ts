import { Migration } from '@mikro-orm/migrations';

/**
 * The members' answers to the monthly 「今月、上達を実感できましたか？」 (issue 29), the read model of `MemberProgressAnswered`
 * and `MemberProgressAnswerChanged` on each member's `lesson-progress-<member>-<game>` stream: one row per member, course
 * and Tokyo month, with the coach it counts for (no foreign keys: projections are rebuilt one by one).
 */
export class Migration20261202100000MemberProgressAnswers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table member_progress_answers (
        member_id uuid not null,
        game_id integer not null,
        month text not null check (month ~ '^[0-9]{4}-[0-9]{2}$'),
        coach_id uuid not null,
        improved boolean not null,
        comment text not null default '',
        answered_at timestamptz not null,
        updated_at timestamptz not null,
        primary key (member_id, game_id, month)
      );
      create index member_progress_answers_coach on member_progress_answers (coach_id, month);
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists member_progress_answers;');
  }
}
