import { Migration } from '@mikro-orm/migrations';

/**
 * A member's intent to book a free trial (issue 30): the game chosen on the trial's way in, kept with the account from
 * the sign-up (or sign-in, or Discord sign-in) of a trial link until the trial is booked, so it survives the e-mail
 * verification in another browser and the Discord connection. `recorded_at` lets an old intent lapse (read as absent
 * after `TRIAL_INTENT_DAYS`).
 */
export class Migration20261202120000TrialIntents extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table trial_intents (
        member_id uuid primary key references users (id) on delete cascade,
        game_id integer not null,
        recorded_at timestamptz not null default now()
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists trial_intents;');
  }
}
