import { Migration } from '@mikro-orm/migrations';

/**
 * Billing's leases (commands/leases.ts): one row while a piece of work runs that must not run twice at
 * once, such as a member's card changes or a purchase under one idempotency key. The row is committed
 * before the work calls the card provider and deleted after it, so no transaction stays open during
 * the call; a holder that dies leaves a row that lapses at `expires_at`.
 */
export class Migration20261124000005BillingLeases extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table billing_leases (
        name text primary key,
        holder uuid not null,
        expires_at timestamptz not null
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists billing_leases;');
  }
}
