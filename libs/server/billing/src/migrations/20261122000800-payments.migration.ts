import { Migration } from '@mikro-orm/migrations';

/**
 * Read models of the payment streams (billing context): the payments a member sees in their history and
 * the worker charges, one row per charge, the idempotency keys of purchase requests, and what a settled
 * payment gives the member (a plan for a period, or add-on items). All are rebuilt from the events.
 * Formerly `Migration20261122000008Payments`.
 */
export class Migration20261122000800Payments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table payments (
        id uuid primary key,
        user_id uuid not null references users (id),
        kind text not null check (kind in ('plan', 'item')),
        plan_id integer references plans (id),
        item_id integer references items (id),
        game_id integer not null references games (id),
        period integer not null check (period between 1 and 6),
        quantity integer not null check (quantity between 1 and 6),
        method text not null check (method in ('bulk', 'split', 'bank')),
        status text not null check (status in ('pending', 'awaiting_transfer', 'authorised', 'captured', 'failed', 'refunded', 'in_arrears', 'void')),
        job_code text,
        amount integer not null check (amount >= 0),
        tax integer not null check (tax >= 0),
        admission_fee integer not null default 0,
        coupon_code text,
        card_seq text,
        charges_total integer not null,
        charges_paid integer not null default 0,
        next_charge_at timestamptz,
        failure_message text,
        paid_at timestamptz,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint payments_plan_or_item check ((kind = 'plan' and plan_id is not null) or (kind = 'item' and item_id is not null))
      );
      create index payments_user_created on payments (user_id, created_at desc);
      create index payments_status on payments (status, created_at desc);

      create table payment_charges (
        payment_id uuid not null references payments (id) on delete cascade,
        n integer not null,
        provider_order_id text not null unique,
        amount integer not null check (amount >= 0),
        tax integer not null check (tax >= 0),
        due_at timestamptz not null,
        status text not null check (status in ('due', 'captured', 'failed')),
        job_code text,
        tran_id text,
        approve text,
        charged_at timestamptz,
        failure_code text,
        failure_message text,
        primary key (payment_id, n)
      );
      create index payment_charges_due on payment_charges (due_at) where status = 'due';

      create table purchase_requests (
        user_id uuid not null references users (id),
        idempotency_key uuid not null,
        payment_id uuid not null,
        created_at timestamptz not null default now(),
        primary key (user_id, idempotency_key)
      );

      create table user_plans (
        payment_id uuid primary key references payments (id) on delete cascade,
        user_id uuid not null references users (id),
        plan_id integer not null references plans (id),
        starts_at timestamptz not null,
        ends_at timestamptz not null
      );
      create index user_plans_user on user_plans (user_id, starts_at desc);

      create table user_items (
        payment_id uuid primary key references payments (id) on delete cascade,
        user_id uuid not null references users (id),
        item_id integer not null references items (id),
        quantity integer not null check (quantity between 1 and 6),
        created_at timestamptz not null
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists user_items, user_plans, purchase_requests, payment_charges, payments cascade;');
  }
}
