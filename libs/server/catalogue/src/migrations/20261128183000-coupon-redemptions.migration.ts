import { Migration } from '@mikro-orm/migrations';

/**
 * Coupon uses (`max_uses`, spec §7/§8): one row per order that used a coupon, claimed in the order's own
 * transaction under the coupon row's lock (commands/claim-coupon-use.handler.ts) and given back
 * (`released_at`) when the order falls through. A coupon's uses are its rows not given back; the partial index
 * is what the count under the lock reads. The reference is the ordering context's id for the use (billing's order
 * id), unique, so one order holds one use at most. The foreign key keeps a used coupon from being deleted
 * (`CATALOGUE.COUPON_IN_USE`): it can still be deactivated.
 */
export class Migration20261128183000CouponRedemptions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table coupon_redemptions (
        reference text primary key,
        coupon_id integer not null references coupons (id),
        claimed_at timestamptz not null default now(),
        released_at timestamptz,
        constraint coupon_redemptions_released_after_claim check (released_at is null or released_at >= claimed_at)
      );
      create index coupon_redemptions_held on coupon_redemptions (coupon_id) where released_at is null;
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists coupon_redemptions;');
  }
}
