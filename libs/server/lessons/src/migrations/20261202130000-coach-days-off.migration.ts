import { Migration } from '@mikro-orm/migrations';

/**
 * A coach's days off (休み, issue 30): whole Tokyo days on which he takes no lesson, make-up or trial, beside his weekly
 * hours. A state-stored row per coach and day; who added or removed one is recorded on the coach's stream
 * (`CoachDayOffAdded`, `CoachDayOffRemoved`).
 */
export class Migration20261202130000CoachDaysOff extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table coach_days_off (
        coach_id uuid not null references coaches (id) on delete cascade,
        day date not null,
        note text not null default '',
        created_at timestamptz not null default now(),
        primary key (coach_id, day)
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists coach_days_off;');
  }
}
