import { Migration } from '@mikro-orm/migrations';

/**
 * `coach_trial_bookings` was lessons' copy of the trials it learnt of through a reactor, a step behind the trials
 * context's own seats. Scheduling now asks trials for its seats on the booking's own transaction, under the coach's
 * time lock (ADR 0011, addendum): the copy and its reactor go.
 */
export class Migration20261127120000DropCoachTrialBookings extends Migration {
  override async up(): Promise<void> {
    this.addSql('drop table if exists coach_trial_bookings;');
  }

  override async down(): Promise<void> {
    this.addSql(`create table coach_trial_bookings (
      trial_id uuid primary key,
      coach_id uuid not null,
      starts_at timestamptz not null,
      ends_at timestamptz not null
    );`);
    this.addSql('create index coach_trial_bookings_coach on coach_trial_bookings (coach_id, starts_at);');
  }
}
