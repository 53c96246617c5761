import { Migration } from '@mikro-orm/migrations';

/** The hand-written triggers of the read caches, before they were generated (migration, trigger, table). */
const HAND_WRITTEN: readonly (readonly [string, string, string])[] = [
  ['core 20261127140000', 'http_sessions_changed', 'http_sessions'],
  ['core 20261127140000', 'http_sessions_ended', 'http_sessions'],
  ['identity 20261127140001', 'users_standing_changed', 'users'],
  ['identity 20261127140001', 'users_removed', 'users'],
  ['identity 20261127180001', 'users_row_changed', 'users'],
  ['identity 20261127180001', 'users_row_removed', 'users'],
  ['identity 20261127180001', 'game_users_changed', 'game_users'],
  ['billing 20261127180002', 'subscriptions_changed', 'subscriptions'],
  ['billing 20261127180002', 'subscription_orders_changed', 'subscription_orders'],
  ['billing 20261127180002', 'personal_informations_changed', 'personal_informations'],
  ['lessons 20261127180003', 'lesson_students_chart_changed', 'lesson_students'],
  ['catalogue 20261127180004', 'games_changed', 'games'],
  ['catalogue 20261127180004', 'plans_changed', 'plans'],
  ['content 20261127180005', 'news_changed', 'news'],
  ['lessons 20261127180006', 'lessons_member_changed', 'lessons'],
  ['lessons 20261127180006', 'lesson_group_members_changed', 'lesson_group_members'],
  ['lessons 20261127180006', 'lesson_students_member_changed', 'lesson_students'],
  ['lessons 20261127180006', 'lesson_standings_changed', 'lesson_standings'],
  ['lessons 20261127180006', 'lesson_groups_changed', 'lesson_groups'],
  ['lessons 20261127180006', 'coaches_changed', 'coaches'],
];

/**
 * The read caches' triggers are generated from their declarations (ADR 0019, addendum of 2026-11-28): after every
 * migration run, core makes the triggers on `notify_cache_change` exactly the ones the contexts' `readCaches` ask for
 * (`syncCacheTriggers`). This migration clears the way:
 *
 * - it drops the hand-written triggers (and the two functions only they used), so a database migrated before and a
 *   fresh one end with the same, generated, triggers; the old migrations stay as they were, in the history;
 * - `notify_cache_change(kind, key column, [watched columns], [via table, via match, via key])` now also
 *   - hears an update only when it changes a watched column (all of them when none are named), as the `when`
 *     clauses of the hand-written triggers did;
 *   - looks the key up one step away (`via`): a group lesson tells each member of the group, as
 *     `notify_member_lessons_change` did;
 *   - marks the transaction (`coaching.cache_changed`, transaction-local) when it notifies, so core's transaction
 *     helpers know at commit that this copy must hear the change before the caller reads again.
 */
export class Migration20261128200000CacheTriggersGenerated extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create or replace function notify_cache_change() returns trigger language plpgsql as $$
      declare
        kind text := tg_argv[0];
        key_column text := tg_argv[1];
        old_row jsonb;
        new_row jsonb;
        old_key text;
        new_key text;
        via_key text;
      begin
        if key_column = '*' then
          perform pg_notify('coaching_cache', kind || ':*');
          perform set_config('coaching.cache_changed', 'on', true);
          return null;
        end if;
        if tg_op <> 'INSERT' then old_row := to_jsonb(old); end if;
        if tg_op <> 'DELETE' then new_row := to_jsonb(new); end if;
        if tg_op = 'UPDATE' then
          if tg_nargs > 2 and tg_argv[2] <> '' then
            if not exists (select 1 from unnest(string_to_array(tg_argv[2], ',')) c where old_row -> c is distinct from new_row -> c) then
              return null;
            end if;
          elsif old_row = new_row then
            return null;
          end if;
        end if;
        if tg_nargs > 3 then
          for via_key in execute format('select distinct (%I)::text from %I where %I in (($1).%I, ($2).%I) and %I is not null',
                                        tg_argv[5], tg_argv[3], tg_argv[4], key_column, key_column, tg_argv[5]) using old, new loop
            perform pg_notify('coaching_cache', kind || ':' || via_key);
            perform set_config('coaching.cache_changed', 'on', true);
          end loop;
          return null;
        end if;
        old_key := old_row ->> key_column;
        new_key := new_row ->> key_column;
        if old_key is not null then perform pg_notify('coaching_cache', kind || ':' || old_key); end if;
        if new_key is not null and new_key is distinct from old_key then perform pg_notify('coaching_cache', kind || ':' || new_key); end if;
        if old_key is not null or new_key is not null then perform set_config('coaching.cache_changed', 'on', true); end if;
        return null;
      end $$;
    `);
    for (const [, trigger, table] of HAND_WRITTEN) this.addSql(`drop trigger if exists ${trigger} on ${table};`);
    this.addSql('drop function if exists notify_member_lessons_change();');
    this.addSql('drop function if exists notify_subscription_order_change();');
  }

  override async down(): Promise<void> {
    // The function as 20261127180000 left it; the triggers are the migration runner's (generated from the declarations).
    this.addSql(`
      create or replace function notify_cache_change() returns trigger language plpgsql as $$
      declare
        old_key text;
        new_key text;
      begin
        if tg_argv[1] = '*' then
          perform pg_notify('coaching_cache', tg_argv[0] || ':*');
          return null;
        end if;
        if tg_op <> 'INSERT' then old_key := to_jsonb(old) ->> tg_argv[1]; end if;
        if tg_op <> 'DELETE' then new_key := to_jsonb(new) ->> tg_argv[1]; end if;
        if old_key is not null then perform pg_notify('coaching_cache', tg_argv[0] || ':' || old_key); end if;
        if new_key is not null and new_key is distinct from old_key then perform pg_notify('coaching_cache', tg_argv[0] || ':' || new_key); end if;
        return null;
      end $$;
    `);
  }
}
