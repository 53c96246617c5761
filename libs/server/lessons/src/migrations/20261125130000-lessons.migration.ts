import { Migration } from '@mikro-orm/migrations';

/**
 * The lessons context's tables (issue 10): coaches' accounts and weekly hours, the subscriptions it teaches and
 * their assigned coach, the lessons read model (projected from the `lesson-<uuid>` streams) and the members'
 * standing under the two-strike rule, the karte notes and the groups. A coach or a member is never in two lessons at once: PostgreSQL refuses the
 * second row itself (exclusion constraints over the time ranges), so two people scheduling at once cannot both win.
 */
export class Migration20261125130000Lessons extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create extension if not exists btree_gist;

      -- Contexts never refer to each other's tables: the game is a number the catalogue publishes.
      alter table coaches drop constraint if exists coaches_game_id_fkey;
      -- The coach's back-office account (role coach) and where the school mails them (attendance reminders).
      alter table coaches add column operator_id uuid unique, add column email text;

      create table coach_weekly_hours (
        coach_id uuid not null references coaches (id) on delete cascade,
        weekday smallint not null check (weekday between 0 and 6),
        starts time not null,
        ends time not null check (ends > starts),
        primary key (coach_id, weekday, starts)
      );

      create table lesson_students (
        subscription_id uuid primary key,
        member_id uuid not null,
        game_id integer not null,
        plan_id integer not null,
        lessons_per_month integer not null,
        starts_at timestamptz not null,
        ends_at timestamptz not null,
        coach_id uuid references coaches (id),
        assigned_at timestamptz
      );
      create index lesson_students_member on lesson_students (member_id, ends_at);
      create index lesson_students_coach on lesson_students (coach_id);
      create index lesson_students_unassigned on lesson_students (starts_at) where coach_id is null;

      create table lessons (
        id uuid primary key,
        kind text not null check (kind in ('personal', 'group')),
        member_id uuid,
        group_id uuid,
        coach_id uuid not null references coaches (id),
        subscription_id uuid,
        starts_at timestamptz not null,
        ends_at timestamptz not null check (ends_at > starts_at),
        source text not null check (source in ('plan', 'extra', 'make-up')),
        make_up_for uuid,
        status text not null check (status in ('scheduled', 'cancelled', 'attended', 'missed')),
        cancellation text check (cancellation in ('member', 'member-late', 'school', 'forfeited')),
        cancel_reason text,
        cancelled_at timestamptz,
        make_up_by timestamptz,
        credit_used_by uuid,
        attendance_recorded_at timestamptz,
        scheduled_at timestamptz not null,
        constraint lessons_coach_free exclude using gist (coach_id with =, tstzrange(starts_at, ends_at) with &&) where (status <> 'cancelled'),
        constraint lessons_member_free exclude using gist (member_id with =, tstzrange(starts_at, ends_at) with &&) where (status <> 'cancelled' and member_id is not null)
      );
      create index lessons_member_starts on lessons (member_id, starts_at);
      create index lessons_coach_starts on lessons (coach_id, starts_at);

      -- The karte: the coach's note after an attended lesson (an ordinary table: notes are edited, not a history).
      create table lesson_notes (
        lesson_id uuid primary key references lessons (id),
        member_id uuid not null,
        coach_id uuid not null references coaches (id),
        worked_on text not null,
        homework text not null default '',
        ratings jsonb not null,
        written_at timestamptz not null,
        updated_at timestamptz not null
      );
      create index lesson_notes_member on lesson_notes (member_id, written_at);

      -- Group plans: a group of members with one coach, taught in group lessons (lessons.group_id).
      create table lesson_groups (
        id uuid primary key,
        name text not null,
        image_url text,
        type_label text not null default '',
        discord_url text,
        game_id integer not null,
        coach_id uuid references coaches (id),
        created_at timestamptz not null default now()
      );
      create table lesson_group_members (
        group_id uuid not null references lesson_groups (id) on delete cascade,
        member_id uuid not null,
        is_leader boolean not null default false,
        ticket_count integer not null default 0 check (ticket_count >= 0),
        primary key (group_id, member_id)
      );
      create index lesson_group_members_member on lesson_group_members (member_id);

      -- Coach changes by support (spec §6: members cannot change coach), with the reason and who decided.
      create table lesson_coach_changes (
        id bigint generated always as identity primary key,
        subscription_id uuid not null references lesson_students (subscription_id),
        from_coach_id uuid references coaches (id),
        to_coach_id uuid not null references coaches (id),
        reason text not null,
        operator_id uuid not null,
        moved integer not null,
        cancelled integer not null,
        changed_at timestamptz not null default now()
      );

      -- Free trials booked with a coach (the trials context's TrialBooked / TrialCancelled): the coach's time is taken.
      create table coach_trial_bookings (
        trial_id uuid primary key,
        coach_id uuid not null,
        starts_at timestamptz not null,
        ends_at timestamptz not null
      );
      create index coach_trial_bookings_coach on coach_trial_bookings (coach_id, starts_at);

      -- Reminders sent, per lesson, kind and start: a moved lesson is reminded again at its new time, a cancelled one never.
      create table lesson_reminders (
        lesson_id uuid not null,
        kind text not null check (kind in ('day-before', 'hour-before', 'attendance-due')),
        starts_at timestamptz not null,
        sent_at timestamptz not null default now(),
        primary key (lesson_id, kind, starts_at)
      );

      -- Private calendar feeds (ICS) of a member's or a coach's lessons: the secret is in the address, kept here hashed.
      create table lesson_calendar_feeds (
        token_hash text primary key,
        owner_kind text not null check (owner_kind in ('member', 'coach')),
        owner_id uuid not null,
        created_at timestamptz not null default now(),
        unique (owner_kind, owner_id)
      );

      create table lesson_standings (
        member_id uuid not null,
        month text not null,
        strikes integer not null,
        suspended_at timestamptz,
        primary key (member_id, month)
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop table if exists lesson_standings;
      drop table if exists lesson_reminders;
      drop table if exists coach_trial_bookings;
      drop table if exists lesson_coach_changes;
      drop table if exists lesson_calendar_feeds;
      drop table if exists lesson_group_members;
      drop table if exists lesson_groups;
      drop table if exists lesson_notes;
      drop table if exists lessons;
      drop table if exists lesson_students;
      drop table if exists coach_weekly_hours;
      alter table coaches drop column if exists operator_id, drop column if exists email;
    `);
  }
}
