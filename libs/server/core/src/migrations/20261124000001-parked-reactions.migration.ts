import { Migration } from '@mikro-orm/migrations';

/**
 * Reactions whose reactor failed on every attempt: kept, with the last error, until an operator has the
 * cause fixed and replays them. A later success marks the row resolved; nothing is skipped silently.
 */
export class Migration20261124000001ParkedReactions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table parked_reactions (
        reactor text not null,
        event_id uuid not null,
        event_type text,
        stream_id text,
        error text not null,
        attempts integer not null,
        parked_at timestamptz not null default now(),
        resolved_at timestamptz,
        primary key (reactor, event_id)
      );
      create index parked_reactions_open on parked_reactions (parked_at desc) where resolved_at is null;
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists parked_reactions;');
  }
}
