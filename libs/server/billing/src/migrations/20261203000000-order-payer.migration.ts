import { Migration } from '@mikro-orm/migrations';

/**
 * The payer of an order when it is not the member it is for (issue 31, ADR 0038): a guardian buying a plan or items for
 * a linked child. Null when the member pays, as every order did before, so the member's own reads stay as they were.
 */
export class Migration20261203000000OrderPayer extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table payments add column payer_id uuid references users (id);');
    this.addSql('create index payments_payer on payments (payer_id, user_id) where payer_id is not null;');
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists payments_payer;');
    this.addSql('alter table payments drop column if exists payer_id;');
  }
}
