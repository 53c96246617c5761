import { Migration } from '@mikro-orm/migrations';

/**
 * The camp context's tables: the camp events the back office edits (with the seats taken, claimed by a
 * conditional update in the transaction that appends the payment request, so they never exceed the capacity)
 * and the read model of the application streams (`camp-application-<uuid>`), written inline by
 * `CampApplicationsProjection` and rebuilt from the events.
 */
export class Migration20261125120000Camp extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table camp_events (
        id serial primary key,
        name text not null,
        venue text not null,
        starts_at timestamptz not null,
        ends_at timestamptz not null,
        capacity integer not null check (capacity > 0),
        seats_taken integer not null default 0,
        price integer not null check (price >= 0),
        application_starts_at timestamptz not null,
        application_ends_at timestamptz not null,
        grade_from text not null,
        grade_to text not null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        constraint camp_events_seats check (seats_taken >= 0 and seats_taken <= capacity),
        constraint camp_events_times check (ends_at > starts_at and application_ends_at > application_starts_at)
      );
      create index camp_events_application on camp_events (application_starts_at, application_ends_at);

      create table camp_applications (
        id uuid primary key,
        camp_event_id integer not null references camp_events (id),
        name text not null,
        kana text not null,
        email text not null,
        phone_number text not null,
        token_hash text not null unique,
        token_expires_at timestamptz not null,
        consents jsonb not null,
        status text not null check (status in ('applied', 'payment_requested', 'awaiting_transfer', 'paid', 'payment_failed', 'released', 'cancelled', 'refunded')),
        method text check (method in ('bulk', 'bank')),
        count integer not null default 0,
        children jsonb not null default '[]',
        total integer not null default 0,
        attempt_id text,
        provider_order_id text,
        due_date date,
        due_at timestamptz,
        failure_message text,
        fee integer,
        refund integer,
        applied_at timestamptz not null,
        paid_at timestamptz,
        cancelled_at timestamptz,
        refunded_at timestamptz,
        updated_at timestamptz not null
      );
      create index camp_applications_event on camp_applications (camp_event_id, applied_at desc);
      create index camp_applications_awaiting on camp_applications (due_at) where status = 'awaiting_transfer';
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists camp_applications cascade; drop table if exists camp_events cascade;');
  }
}
