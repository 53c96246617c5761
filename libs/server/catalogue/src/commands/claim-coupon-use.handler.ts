import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { inTransaction, sql } from '@coaching/server-core';
import { couponApplicability } from '../domain/coupon-applicability';
import { ClaimCouponUseCommand, type CouponClaim } from './claim-coupon-use.command';

interface LockedCoupon {
  is_active: boolean;
  starts_at: Date | null;
  ends_at: Date | null;
  plan_id: number | null;
  max_uses: number | null;
}

/**
 * One use of a coupon, claimed in the orderer's transaction. Race-safe by the coupon row's lock: claims of one coupon
 * take it (`for update`) one after another and hold it until the order commits or rolls back, and the uses are counted
 * by a statement of their own after the lock is held, so the count (read committed: a fresh snapshot per statement)
 * includes every claim committed before. The lock and the count in one statement would not do: its snapshot would be
 * taken before the wait. A use given back (released) no longer counts; an admin's edit of the coupon takes the
 * same lock, so a lowered limit or a deactivation applies to the next claim.
 */
@CommandHandler(ClaimCouponUseCommand)
export class ClaimCouponUseHandler implements ICommandHandler<ClaimCouponUseCommand> {
  async execute({ couponId, reference, planId, within, now }: ClaimCouponUseCommand): Promise<CouponClaim> {
    // Outside a transaction the lock would end with its statement and the limit would not hold.
    if (!inTransaction(within)) throw new Error('ClaimCouponUseCommand runs within the order’s transaction');
    const [coupon] = await sql<LockedCoupon>(within, 'select is_active, starts_at, ends_at, plan_id, max_uses from coupons where id = ? for update', [couponId]);
    if (!coupon) return { ok: false, reason: 'unknown' };
    const usesSoFar =
      coupon.max_uses === null
        ? 0
        : (await sql<{ uses: number }>(within, 'select count(*)::int as uses from coupon_redemptions where coupon_id = ? and released_at is null', [couponId]))[0].uses;
    const verdict = couponApplicability(
      {
        isActive: coupon.is_active,
        startsAt: coupon.starts_at && new Date(coupon.starts_at),
        endsAt: coupon.ends_at && new Date(coupon.ends_at),
        planId: coupon.plan_id,
        maxUses: coupon.max_uses,
      },
      { planId, now, usesSoFar },
    );
    if (!verdict.ok) return verdict;
    await sql(within, 'insert into coupon_redemptions (reference, coupon_id) values (?, ?)', [reference, couponId]);
    return { ok: true };
  }
}
