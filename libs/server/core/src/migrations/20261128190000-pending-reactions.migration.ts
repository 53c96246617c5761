import { Migration } from '@mikro-orm/migrations';

/**
 * Reactions are consumed from PostgreSQL by the worker (ADR 0022): one row per (reactor, event) still to run, written
 * by the append, claimed by a consumer with `for update skip locked` and deleted in the transaction of the reaction's
 * effects. Work the outbox still held for the relay, or that the relay had handed to the `reactions` queue but no
 * reactor had run (no processed marker, not parked), moves here; the outbox keeps what leaves the database.
 */
export class Migration20261128190000PendingReactions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table pending_reactions (
        position bigserial primary key,
        reactor text not null,
        event_id uuid not null,
        attempts integer not null default 0,
        available_at timestamptz not null default now(),
        last_error text,
        replay boolean not null default false,
        created_at timestamptz not null default now(),
        unique (reactor, event_id)
      );
      create index pending_reactions_due on pending_reactions (available_at, position);

      insert into pending_reactions (reactor, event_id)
        select o.payload->>'reactor', (o.payload->>'eventId')::uuid
        from outbox o
        where o.queue = 'reactions'
          and not exists (select from processed_jobs p where p.consumer = 'reactor:' || (o.payload->>'reactor') and p.job_id = o.payload->>'eventId')
          and not exists (select from parked_reactions k where k.reactor = o.payload->>'reactor' and k.event_id = (o.payload->>'eventId')::uuid and k.resolved_at is null)
        order by o.position
        on conflict do nothing;
      delete from outbox where queue = 'reactions';
      delete from processed_jobs where consumer like 'reactor:%';
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      insert into outbox (queue, job_name, payload)
        select 'reactions', 'react', jsonb_build_object('reactor', reactor, 'eventId', event_id) from pending_reactions order by position;
      drop table if exists pending_reactions;
    `);
  }
}
