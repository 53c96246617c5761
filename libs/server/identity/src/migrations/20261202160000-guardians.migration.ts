import { Migration } from '@mikro-orm/migrations';

/**
 * Guardians (issue 31, ADR 0037): an account is one kind, a student ('member') or a guardian (保護者), so one address
 * is one account and the sign-up, verification, password and session machinery is shared. `guardian_links` is the
 * current state of each link (the `guardian-link-<id>` stream is its history), written in the append's transaction.
 */
export class Migration20261202160000Guardians extends Migration {
  override async up(): Promise<void> {
    this.addSql("alter table users add column kind text not null default 'member' check (kind in ('member', 'guardian'));");
    this.addSql(`
      create table guardian_links (
        id uuid primary key,
        member_id uuid references users (id) on delete cascade,
        guardian_id uuid references users (id) on delete cascade,
        invitee_email text not null,
        requested_by text not null check (requested_by in ('member', 'guardian')),
        requested_at timestamptz not null,
        status text not null check (status in ('pending', 'active', 'ended')),
        scopes text[] not null,
        accepted_at timestamptz,
        minor_consent_at timestamptz,
        ended_at timestamptz,
        ended_by text check (ended_by in ('member', 'guardian', 'operator')),
        check (member_id is not null or guardian_id is not null)
      );
    `);
    this.addSql('create index guardian_links_member on guardian_links (member_id);');
    this.addSql('create index guardian_links_guardian on guardian_links (guardian_id);');
    this.addSql('create index guardian_links_invitee on guardian_links (lower(invitee_email)) where status = \'pending\';');
    // One live link per pair: two accepted invitations between the same two accounts would be one link shown twice.
    this.addSql("create unique index guardian_links_live_pair on guardian_links (member_id, guardian_id) where status <> 'ended' and member_id is not null and guardian_id is not null;");
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists guardian_links;');
    this.addSql('alter table users drop column if exists kind;');
  }
}
