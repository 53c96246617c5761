import { Migration } from '@mikro-orm/migrations';

/**
 * Cancellations with a refund (解約・返金) as support and admins see them (`order_refunds`, one per order: the
 * latest request), and what the member sees in the payment history (`payments.refunded_amount`). Read models of
 * the payment streams' refund events, rebuilt from them.
 */
export class Migration20261126120000OrderRefunds extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table payments add column refunded_amount integer;
      create table order_refunds (
        payment_id uuid primary key references payments (id) on delete cascade,
        member_id uuid not null,
        status text not null check (status in ('awaiting_approval', 'approved', 'rejected', 'refunded', 'awaiting_bank_transfer', 'bank_paid')),
        kind text not null check (kind in ('cooling-off', 'before-start', 'after-start')),
        lines jsonb not null,
        paid integer not null,
        calculated integer not null,
        amount integer not null check (amount >= 0),
        adjustment_reason text,
        reason text not null,
        needs_approval boolean not null,
        method text not null check (method in ('card', 'bank')),
        requested_by_id text not null,
        requested_by_name text not null,
        requested_at timestamptz not null,
        decided_by_id text,
        decided_by_name text,
        decided_at timestamptz,
        rejection_reason text,
        trades jsonb not null default '[]',
        refunded_at timestamptz,
        bank_paid_at timestamptz,
        bank_paid_by_name text
      );
      create index order_refunds_status on order_refunds (status, requested_at desc);
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists order_refunds; alter table payments drop column if exists refunded_amount;');
  }
}
