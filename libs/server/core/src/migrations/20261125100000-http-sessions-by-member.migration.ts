import { Migration } from '@mikro-orm/migrations';

/**
 * A new password ends every other session of the member (`endMemberSessions`): the sessions are found by
 * the member id inside the stored session, so that lookup gets an index instead of a scan of all sessions.
 */
export class Migration20261125100000HttpSessionsByMember extends Migration {
  override async up(): Promise<void> {
    this.addSql("create index http_sessions_member on http_sessions ((sess->>'userId')) where sess->>'userId' is not null;");
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists http_sessions_member;');
  }
}
