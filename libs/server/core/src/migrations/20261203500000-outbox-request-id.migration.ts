import { Migration } from '@mikro-orm/migrations';

/**
 * The request an outbox row's work came from (ADR 0043): the relay gives it to the job (`data.requestId`), so the
 * worker's logs, events and mails carry the request's id. Null for work no request caused (a scan, a seed).
 */
export class Migration20261203500000OutboxRequestId extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table outbox add column if not exists request_id text;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table outbox drop column if exists request_id;');
  }
}
