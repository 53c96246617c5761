import { Migration } from '@mikro-orm/migrations';

/**
 * Delayed side effects through the outbox (a trial hold that lapses in five minutes, a reminder a day before):
 * the row says when its job is due, and the relay queues it with that much BullMQ delay. Null means at once.
 */
export class Migration20261125150000OutboxDeliverAt extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table outbox add column deliver_at timestamptz;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table outbox drop column if exists deliver_at;');
  }
}
