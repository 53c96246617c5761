import { Migration } from '@mikro-orm/migrations';

/**
 * `notify_cache_change(kind, key column)` heard only updates and deletes (it read `old`). The caches behind
 * `/api/me` also need inserts (a new subscription, saved student information, a chosen game), so it now sends the
 * old row's key and, when it differs (an insert, or a key that changed), the new row's. A key column named `*`
 * sends `<kind>:*`: forget everything of that kind (the catalogue's few rows, cached together). ADR 0019.
 */
export class Migration20261127180000CacheNotifyInserts extends Migration {
  override async up(): Promise<void> {
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

  override async down(): Promise<void> {
    this.addSql(`
      create or replace function notify_cache_change() returns trigger language plpgsql as $$
      begin
        perform pg_notify('coaching_cache', tg_argv[0] || ':' || (to_jsonb(old) ->> tg_argv[1]));
        return null;
      end $$;
    `);
  }
}
