import { Migration } from '@mikro-orm/migrations';

/**
 * The members' ratings of their lessons (issue 29), the read model of `LessonRatedByMember` and `LessonRatingChanged`
 * on each lesson's stream: one row per rated lesson (no foreign key: projections are rebuilt one by one). Not the
 * karte's skill marks (`lesson_notes.ratings`, the coach's).
 */
export class Migration20261201100600MemberLessonRatings extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table member_lesson_ratings (
        lesson_id uuid primary key,
        member_id uuid not null,
        score smallint not null check (score between 1 and 5),
        comment text not null default '',
        rated_at timestamptz not null,
        updated_at timestamptz not null
      );
      create index member_lesson_ratings_member on member_lesson_ratings (member_id);
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists member_lesson_ratings;');
  }
}
