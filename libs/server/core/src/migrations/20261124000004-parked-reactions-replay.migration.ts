import { Migration } from '@mikro-orm/migrations';

/** When an operator last asked for a parked reaction to be tried again. */
export class Migration20261124000004ParkedReactionsReplay extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table parked_reactions add column replayed_at timestamptz;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table parked_reactions drop column replayed_at;');
  }
}
