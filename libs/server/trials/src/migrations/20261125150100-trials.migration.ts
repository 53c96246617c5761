import { Migration } from '@mikro-orm/migrations';

/**
 * The free trial's tables:
 * - `trial_hours`: the weekly windows (Asia/Tokyo, whole hours) in which a coach takes trials, kept by operators;
 * - `trial_seats`: one row per seat taken (held or booked): the unique (coach, start) is the claim, so two
 *   requests can never take one coach's hour, and a member holds at most one upcoming trial;
 * - `trials`: the trial stream's read model (inline projection) for the member and the back office;
 * - `trial_availability`: seats left per game and slot, the schedule's read model, kept by the worker;
 * - `trial_waitlist`: members waiting for a seat of a full slot (空きが出たら通知), first come first served.
 */
export class Migration20261125150100Trials extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table trial_hours (
        id uuid primary key default gen_random_uuid(),
        game_id integer not null references games (id),
        coach_id uuid not null references coaches (id) on delete cascade,
        weekday smallint not null check (weekday between 0 and 6),
        start_time text not null check (start_time ~ '^([01][0-9]|2[0-3]):00$'),
        end_time text not null check (end_time ~ '^(([01][0-9]|2[0-3]):00|24:00)$' and end_time > start_time),
        created_at timestamptz not null default now(),
        unique (coach_id, weekday, start_time)
      );
      create index trial_hours_game on trial_hours (game_id, weekday);

      create table trial_seats (
        trial_id uuid primary key,
        game_id integer not null,
        coach_id uuid not null,
        member_id uuid not null,
        starts_at timestamptz not null,
        ends_at timestamptz not null,
        state text not null check (state in ('held', 'booked', 'done')),
        held_until timestamptz,
        claimed_at timestamptz not null default now(),
        constraint trial_seats_coach_slot unique (coach_id, starts_at)
      );
      create unique index trial_seats_one_upcoming_per_member on trial_seats (member_id) where state in ('held', 'booked');
      create index trial_seats_game_slot on trial_seats (game_id, starts_at);

      create table trials (
        id uuid primary key,
        member_id uuid not null,
        game_id integer not null,
        coach_id uuid,
        last_name text not null,
        first_name text not null,
        starts_at timestamptz not null,
        ends_at timestamptz not null,
        status text not null,
        held_until timestamptz,
        cancelled_by text,
        converted_at timestamptz,
        attendance_recorded_at timestamptz,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );
      create index trials_member on trials (member_id, created_at desc);
      create index trials_slot on trials (game_id, starts_at);

      create table trial_availability (
        game_id integer not null,
        starts_at timestamptz not null,
        capacity integer not null check (capacity >= 0),
        seats integer not null check (seats >= 0),
        refreshed_at timestamptz not null default now(),
        primary key (game_id, starts_at)
      );

      create table trial_waitlist (
        game_id integer not null,
        starts_at timestamptz not null,
        member_id uuid not null,
        joined_at timestamptz not null default now(),
        offered_at timestamptz,
        primary key (game_id, starts_at, member_id)
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists trial_waitlist, trial_availability, trials, trial_seats, trial_hours cascade;');
  }
}
