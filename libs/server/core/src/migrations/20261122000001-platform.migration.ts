import { Migration } from '@mikro-orm/migrations';

/** Event store, outbox, job bookkeeping and HTTP sessions: the platform tables. */
export class Migration20261122000001Platform extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table event_streams (
        stream_id text primary key,
        stream_type text not null,
        version integer not null check (version > 0),
        updated_at timestamptz not null default now()
      );
      create table events (
        global_position bigserial primary key,
        event_id uuid not null unique,
        stream_id text not null,
        stream_type text not null,
        version integer not null,
        type text not null,
        data jsonb not null,
        metadata jsonb not null default '{}'::jsonb,
        recorded_at timestamptz not null default now(),
        constraint events_stream_version_unique unique (stream_id, version)
      );
      create index events_stream_type_position on events (stream_type, global_position);
      create index events_type_position on events (type, global_position);

      -- The id is a uuid, not a sequence, because it becomes the BullMQ job id: a recreated database must
      -- never reuse an id that Redis still remembers (BullMQ would drop the new job as a duplicate).
      create table outbox (
        id uuid primary key default gen_random_uuid(),
        position bigserial not null unique,
        queue text not null,
        job_name text not null,
        payload jsonb not null,
        correlation_id text,
        created_at timestamptz not null default now(),
        dispatched_at timestamptz
      );
      create index outbox_pending on outbox (position) where dispatched_at is null;

      create table processed_jobs (
        consumer text not null,
        job_id text not null,
        processed_at timestamptz not null default now(),
        primary key (consumer, job_id)
      );

      create table sent_mails (
        id bigserial primary key,
        dedupe_key text not null unique,
        template text not null,
        recipients text[] not null,
        subject text not null,
        message_id text,
        sent_at timestamptz not null default now()
      );

      create table http_sessions (
        sid varchar not null primary key,
        sess json not null,
        expire timestamp(6) not null
      );
      create index http_sessions_expire on http_sessions (expire);
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists http_sessions, sent_mails, processed_jobs, outbox, events, event_streams cascade;');
  }
}
