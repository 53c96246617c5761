import { Migration } from '@mikro-orm/migrations';

/**
 * Withdrawal (退会, issue 34; ADR 0042): when the member left. The row stays (payments, lessons and the event store
 * name its id, and accounting keeps those records), its personal data erased and its address anonymised, so the
 * unique index on lower(email) lets the address register again as a new member.
 */
export class Migration20261203400000MemberWithdrawal extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table users add column withdrawn_at timestamptz;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table users drop column if exists withdrawn_at;');
  }
}
