import { Migration } from '@mikro-orm/migrations';

/**
 * Operator accounts an admin manages (issue 14): an account may be deactivated (no sign-in, its sessions end), an
 * invited one has no password until the mailed one-time link is used; the audit log reads every operator's events.
 */
export class Migration20261126130000OperatorAccounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table operators
        add column active boolean not null default true,
        add column deactivated_at timestamptz,
        alter column password_hash drop not null;
      create table operator_invitations (
        operator_id uuid primary key references operators (id) on delete cascade,
        token_hash text not null,
        expires_at timestamptz not null,
        created_at timestamptz not null default now()
      );
      create table audit_log (
        event_id uuid primary key,
        global_position bigint not null,
        recorded_at timestamptz not null,
        operator_id uuid,
        operator_name text not null,
        event_type text not null,
        stream_type text not null,
        stream_id text not null,
        summary text not null
      );
      create index audit_log_recorded on audit_log (recorded_at desc, global_position desc);
      create index audit_log_operator on audit_log (operator_id, recorded_at desc);
      create index audit_log_type on audit_log (event_type, recorded_at desc);
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop table if exists audit_log;
      drop table if exists operator_invitations;
      delete from operators where password_hash is null;
      alter table operators drop column if exists active, drop column if exists deactivated_at, alter column password_hash set not null;
    `);
  }
}
