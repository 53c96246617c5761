import { Migration } from '@mikro-orm/migrations';

/**
 * One line per operator action and record (docs/permissions.md, "Where the audit line comes from"): the events of one
 * action on one stream (`metadata.actionId`, which every append now carries) share a line, whose summary joins theirs
 * and whose `event_types` lists them all (the type filter looks there). A line written before this kept one event:
 * its action is its own event id. `last_position` is the last event the line took in, so an event is never taken in
 * twice.
 */
export class Migration20261129090000AuditLogPerAction extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table audit_log
        add column action_id text,
        add column event_types text[] not null default '{}',
        add column last_position bigint;
      update audit_log set action_id = event_id::text, event_types = array[event_type], last_position = global_position;
      alter table audit_log alter column action_id set not null, alter column last_position set not null;
      create unique index audit_log_action on audit_log (action_id, stream_id);
      drop index if exists audit_log_type;
      create index audit_log_types on audit_log using gin (event_types);
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop index if exists audit_log_types;
      drop index if exists audit_log_action;
      create index audit_log_type on audit_log (event_type, recorded_at desc);
      alter table audit_log drop column if exists action_id, drop column if exists event_types, drop column if exists last_position;
    `);
  }
}
