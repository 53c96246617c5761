import { Migration } from '@mikro-orm/migrations';

/**
 * Guardian links, issue 31 slice 3: `expires_at`, the last instant a pending invitation may be accepted (the end of the
 * 14th Tokyo day after its request or its last resend; the decider decides it from the stream, the row shows it), and
 * `adult_confirmed_at`, when a student who turned 18 answered whether the link continues (spec §5).
 */
export class Migration20261204000000GuardianLinkExpiry extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table guardian_links add column expires_at timestamptz, add column adult_confirmed_at timestamptz;');
    // Links asked before: from their request, or the last resend on their stream.
    this.addSql(`
      update guardian_links l
         set expires_at = (((coalesce(
               (select max((e.data->>'resentAt')::timestamptz) from events e where e.stream_id = 'guardian-link-' || l.id and e.type = 'GuardianLinkInvitationResent'),
               l.requested_at) at time zone 'Asia/Tokyo')::date + 15)::timestamp at time zone 'Asia/Tokyo') - interval '1 millisecond';
    `);
  }

  override async down(): Promise<void> {
    this.addSql('alter table guardian_links drop column if exists expires_at, drop column if exists adult_confirmed_at;');
  }
}
