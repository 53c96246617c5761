import { Migration } from '@mikro-orm/migrations';

/**
 * What mypage's next lesson reads (`GET /api/lessons/latest`), forgotten by every api copy when it changes (ADR 0019),
 * as `member-lessons:<member>`:
 * - a lesson of the member's own, or of a group they belong to (one notification per member of the group);
 * - the member joining or leaving a group, their plan's game, their strikes of the month;
 * - a group's or a coach's name and links, rarely changed and shown to many: `member-lessons:*`.
 *
 * Superseded on 2026-11-28: migration 20261128200000 (core) drops these triggers; the read caches' triggers are now
 * generated from their declarations after every migration run (ADR 0019, addendum). Kept as run, for the history.
 */
export class Migration20261127180006MemberLessonsNotify extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create or replace function notify_member_lessons_change() returns trigger language plpgsql as $$
      declare
        members uuid[] := array[]::uuid[];
        groups uuid[] := array[]::uuid[];
      begin
        if tg_op <> 'INSERT' then members := members || old.member_id; groups := groups || old.group_id; end if;
        if tg_op <> 'DELETE' then members := members || new.member_id; groups := groups || new.group_id; end if;
        perform pg_notify('coaching_cache', 'member-lessons:' || m)
           from (select unnest(members) as m
                 union
                 select gm.member_id from lesson_group_members gm where gm.group_id = any(groups)) affected
          where m is not null;
        return null;
      end $$;
    `);
    this.addSql('create trigger lessons_member_changed after insert or update or delete on lessons for each row execute function notify_member_lessons_change();');
    this.addSql("create trigger lesson_group_members_changed after insert or update or delete on lesson_group_members for each row execute function notify_cache_change('member-lessons', 'member_id');");
    this.addSql("create trigger lesson_students_member_changed after insert or update of game_id, member_id or delete on lesson_students for each row execute function notify_cache_change('member-lessons', 'member_id');");
    this.addSql("create trigger lesson_standings_changed after insert or update or delete on lesson_standings for each row execute function notify_cache_change('member-lessons', 'member_id');");
    this.addSql("create trigger lesson_groups_changed after update or delete on lesson_groups for each statement execute function notify_cache_change('member-lessons', '*');");
    this.addSql("create trigger coaches_changed after update or delete on coaches for each statement execute function notify_cache_change('member-lessons', '*');");
  }

  override async down(): Promise<void> {
    for (const [trigger, table] of [
      ['lessons_member_changed', 'lessons'],
      ['lesson_group_members_changed', 'lesson_group_members'],
      ['lesson_students_member_changed', 'lesson_students'],
      ['lesson_standings_changed', 'lesson_standings'],
      ['lesson_groups_changed', 'lesson_groups'],
      ['coaches_changed', 'coaches'],
    ]) {
      this.addSql(`drop trigger if exists ${trigger} on ${table};`);
    }
    this.addSql('drop function if exists notify_member_lessons_change();');
  }
}
