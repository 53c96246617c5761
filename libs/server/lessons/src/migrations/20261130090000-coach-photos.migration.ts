import { Migration } from '@mikro-orm/migrations';

/**
 * A coach's photo, stored re-encoded as a square WebP (as identity's `profile_photos`), so what is served can only
 * ever be an image. Served to the coach's own students (`GET /api/coach/photo`) and to operators, never by a public id.
 */
export class Migration20261130090000CoachPhotos extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table coach_photos (
        coach_id uuid primary key references coaches (id) on delete cascade,
        webp bytea not null,
        updated_at timestamptz not null default now()
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists coach_photos;');
  }
}
