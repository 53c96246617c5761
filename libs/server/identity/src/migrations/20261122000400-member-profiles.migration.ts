import { Migration } from '@mikro-orm/migrations';

/**
 * Members' identity (spec §3 "Current user"): profile, Discord link, trial context, password resets.
 * Formerly `Migration20261122000004Identity`.
 */
export class Migration20261122000400MemberProfiles extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table users
        add column public_id text not null default replace(gen_random_uuid()::text, '-', ''),
        add column discord_id text,
        add column discord_user_id text,
        add column discord_username text,
        add column is_discord_login boolean not null default false,
        add column profile_photo_path text,
        add column route text,
        add column trial_reserve_url text,
        add column registered_from text,
        add column movie_flg boolean not null default false,
        add column personal_information_completed_at timestamptz,
        add column password_changed_at timestamptz,
        add column updated_at timestamptz not null default now();
      create unique index users_public_id_unique on users (public_id);
      create unique index users_discord_user_id_unique on users (discord_user_id) where discord_user_id is not null;

      create table game_users (
        user_id uuid not null references users (id) on delete cascade,
        game_id integer not null references games (id),
        is_selected boolean not null default false,
        created_at timestamptz not null default now(),
        primary key (user_id, game_id)
      );

      -- The photo is stored re-encoded as WebP, so what is served can only ever be an image.
      create table profile_photos (
        user_id uuid primary key references users (id) on delete cascade,
        webp bytea not null,
        updated_at timestamptz not null default now()
      );

      -- One live reset token per member; only its hash is stored, and it is deleted when used.
      create table password_reset_tokens (
        user_id uuid primary key references users (id) on delete cascade,
        token_hash text not null,
        created_at timestamptz not null default now()
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop table if exists password_reset_tokens, profile_photos, game_users;
      alter table users drop column public_id, drop column discord_id, drop column discord_user_id, drop column discord_username,
        drop column is_discord_login, drop column profile_photo_path, drop column route, drop column trial_reserve_url,
        drop column registered_from, drop column movie_flg, drop column personal_information_completed_at,
        drop column password_changed_at, drop column updated_at;
    `);
  }
}
