import { Migration } from '@mikro-orm/migrations';

/**
 * The member's home (ADR 0026): one row per member holding what `GET /api/me` shows of every context (`home`, the
 * facts as the owners' published queries answered them), and a `generation` the member-home projection moves on in
 * the transaction of every event that changes one of those facts, emptying `home`. A read that finds `home` empty
 * builds it and keeps it only if the generation did not move meanwhile.
 */
export class Migration20261129100000MemberHome extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table member_home (
        member_id uuid primary key,
        generation bigint not null default 0,
        home jsonb,
        built_at timestamptz
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists member_home;');
  }
}
