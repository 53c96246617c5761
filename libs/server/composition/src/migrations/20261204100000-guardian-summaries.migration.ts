import { Migration } from '@mikro-orm/migrations';

/**
 * The guardian's weekly summary (issue 31, ADR 0047). `guardian_preferences`: what a guardian asked for (the summary is
 * off until they turn it on). `guardian_weekly_summaries`: one row per guardian and summarised week (its Monday in
 * Tokyo), written in the transaction that queues the mail, so a rerun of the job sends nothing twice.
 */
export class Migration20261204100000GuardianSummaries extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table guardian_preferences (
        guardian_id uuid primary key,
        weekly_summary boolean not null default false,
        updated_at timestamptz not null default now()
      );
      create index guardian_preferences_weekly on guardian_preferences (guardian_id) where weekly_summary;
      create table guardian_weekly_summaries (
        guardian_id uuid not null,
        week_start date not null,
        children integer not null,
        sent_at timestamptz not null default now(),
        primary key (guardian_id, week_start)
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists guardian_weekly_summaries; drop table if exists guardian_preferences;');
  }
}
