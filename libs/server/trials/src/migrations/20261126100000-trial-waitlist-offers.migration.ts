import { Migration } from '@mikro-orm/migrations';

/**
 * A waitlist offer holds the freed seat (issue 12, 空きが出たら通知):
 * - `trial_waitlist` keeps the name the waiter booked under (the offered trial's request) and the trial that
 *   holds a seat for them while the offer is open (`offer_trial_id`);
 * - `trials.offer`: the trial is a seat held for a waiter, not one the member chose (the back office, the mail).
 */
export class Migration20261126100000TrialWaitlistOffers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table trial_waitlist
        add column last_name text not null default '',
        add column first_name text not null default '',
        add column offer_trial_id uuid;
      create index trial_waitlist_member on trial_waitlist (member_id);
      alter table trials add column offer boolean not null default false;
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      alter table trials drop column if exists offer;
      drop index if exists trial_waitlist_member;
      alter table trial_waitlist drop column if exists offer_trial_id, drop column if exists first_name, drop column if exists last_name;
    `);
  }
}
