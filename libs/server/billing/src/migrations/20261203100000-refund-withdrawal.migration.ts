import { Migration } from '@mikro-orm/migrations';

/**
 * A refund request taken back before anyone decided it (issue 32): `order_refunds` gains the status `withdrawn` and
 * who withdrew it, when and why (the read model of `RefundWithdrawn`). The approvals queue reads awaiting requests
 * by who asked them (`awaiting_me`: not one's own).
 */
export class Migration20261203100000RefundWithdrawal extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table order_refunds drop constraint if exists order_refunds_status_check;
      alter table order_refunds add constraint order_refunds_status_check
        check (status in ('awaiting_approval', 'approved', 'rejected', 'withdrawn', 'refunded', 'awaiting_bank_transfer', 'bank_paid'));
      alter table order_refunds
        add column withdrawn_by_id text,
        add column withdrawn_by_name text,
        add column withdrawn_at timestamptz,
        add column withdrawal_reason text;
      create index order_refunds_awaiting on order_refunds (requested_at) where status = 'awaiting_approval';
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop index if exists order_refunds_awaiting;
      delete from order_refunds where status = 'withdrawn';
      alter table order_refunds drop column if exists withdrawn_by_id, drop column if exists withdrawn_by_name, drop column if exists withdrawn_at, drop column if exists withdrawal_reason;
      alter table order_refunds drop constraint if exists order_refunds_status_check;
      alter table order_refunds add constraint order_refunds_status_check
        check (status in ('awaiting_approval', 'approved', 'rejected', 'refunded', 'awaiting_bank_transfer', 'bank_paid'));
    `);
  }
}
