import { Migration } from '@mikro-orm/migrations';

/**
 * Billing: what members hold becomes the subscription streams' read model (one row per member and plan,
 * and the orders that start, extend or wait to start it). It replaces `user_plans`, which the payments
 * projection used to write: the orders already settled are handed to the reactor that starts
 * subscriptions, as reactions the worker runs once each after this migration.
 * Member ids are the identity context's, kept as plain ids: no foreign key across contexts.
 */
export class Migration20261124000002Subscriptions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table subscriptions (
        id uuid primary key,
        member_id uuid not null,
        plan_id integer not null,
        game_id integer not null,
        lessons_per_month integer,
        starts_at timestamptz,
        ends_at timestamptz,
        updated_at timestamptz not null
      );
      create index subscriptions_member on subscriptions (member_id, starts_at desc nulls last);

      create table subscription_orders (
        subscription_id uuid not null references subscriptions (id) on delete cascade,
        payment_id uuid not null,
        months integer not null,
        amount integer,
        due_at timestamptz,
        state text not null check (state in ('pending', 'paid', 'withdrawn')),
        requested_at timestamptz,
        settled_at timestamptz,
        primary key (subscription_id, payment_id)
      );
      create index subscription_orders_pending on subscription_orders (subscription_id) where state = 'pending';

      insert into outbox (queue, job_name, payload)
      select 'reactions', 'react', jsonb_build_object('reactor', 'start-subscription-when-order-settled', 'eventId', e.event_id)
        from events e
       where e.stream_type = 'payment'
         and ((e.type = 'ChargeCaptured' and (e.data->>'n')::int = 0) or e.type = 'TransferReceived')
       order by e.global_position;
      insert into outbox (queue, job_name, payload)
      select 'reactions', 'react', jsonb_build_object('reactor', 'request-subscription-when-bank-plan-ordered', 'eventId', e.event_id)
        from events e
       where e.stream_type = 'payment' and e.type = 'PaymentRequested' and e.data->>'kind' = 'plan' and e.data->>'method' = 'bank'
       order by e.global_position;

      drop table user_plans;
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists subscription_orders, subscriptions;');
  }
}
