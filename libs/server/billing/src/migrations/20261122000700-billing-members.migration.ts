import { Migration } from '@mikro-orm/migrations';

/**
 * The billing context's member tables (spec §3 Personal information, Saved card; §9 admission fee):
 * - `billing_members`: our member id at the card provider, where their saved cards live. Chosen once,
 *   stable and opaque (no e-mail or name reaches the provider), created when the first card is saved;
 *   and which of those cards is the member's default. The provider keeps a default flag too, but a shop
 *   that only takes tokens cannot change it without a fresh token, so ours is the one that counts.
 * - `personal_informations`: the student (and purchaser) information a purchase needs; one row per member.
 * - `admission_fees_paid`: who has paid the once-per-member admission fee; the purchase flow inserts a row
 *   when a plan order with an admission fee is captured, and pricing reads it.
 * Formerly `Migration20261122000007BillingMembers`.
 */
export class Migration20261122000700BillingMembers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table billing_members (
        user_id uuid primary key references users (id),
        provider_member_id text not null,
        -- The provider's CardSeq of the default card; null until a card is saved, or after the last is deleted.
        default_card_seq text check (default_card_seq ~ '^[0-9]{1,4}$'),
        created_at timestamptz not null default now(),
        constraint billing_members_provider_member_id_unique unique (provider_member_id)
      );

      -- Personal data: it goes with the member.
      create table personal_informations (
        user_id uuid primary key references users (id) on delete cascade,
        last_name text not null,
        first_name text not null,
        last_name_kana text not null,
        first_name_kana text not null,
        phone_number text not null check (phone_number ~ '^[0-9]{10,11}$'),
        birthday date not null,
        zip_code text not null check (zip_code ~ '^[0-9]{7}$'),
        address text not null,
        gender text not null check (gender in ('male', 'female', 'other')),
        diff boolean not null default false,
        parent_last_name text,
        parent_first_name text,
        parent_last_name_kana text,
        parent_first_name_kana text,
        parent_birthday date,
        parent_gender text check (parent_gender in ('male', 'female', 'other')),
        guardian_consent boolean not null default false,
        -- When the member last agreed to the terms of use and the privacy policy (both, together).
        agreed_at timestamptz not null,
        updated_at timestamptz not null default now(),
        -- A purchaser who differs from the student is named in full; otherwise there is none.
        constraint personal_informations_purchaser check (
          (diff and parent_last_name is not null and parent_first_name is not null and parent_last_name_kana is not null
            and parent_first_name_kana is not null and parent_birthday is not null and parent_gender is not null)
          or (not diff and parent_last_name is null and parent_first_name is null and parent_last_name_kana is null
            and parent_first_name_kana is null and parent_birthday is null and parent_gender is null)
        )
      );

      -- payment_id names the payment that carried the fee (the orders' stream); no foreign key, as
      -- payments are event-sourced.
      create table admission_fees_paid (
        user_id uuid primary key references users (id),
        paid_at timestamptz not null default now(),
        payment_id uuid not null
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists admission_fees_paid, personal_informations, billing_members;');
  }
}
