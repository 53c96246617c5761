import type { EntityManager } from '@mikro-orm/postgresql';
import { Command } from '@nestjs/cqrs';
import type { CouponRefusal } from '../domain/coupon-applicability';

/** A use claimed, or why not (the coupon's terms as they stand under its lock; 'unknown': no such coupon any more). */
export type CouponClaim = { ok: true } | { ok: false; reason: CouponRefusal | 'unknown' };

/**
 * Claims one use of a coupon for an order, atomically against its limit (`max_uses`): sent by billing as it places
 * the order, on the order's own transaction (`within`), so the use commits with the order or not at all. The coupon's
 * row is locked and its terms (active, period, plan, uses) decided again there: of orders racing for a coupon's last
 * use, one gets it and the others are refused. `reference` names the use (billing's order id), once.
 */
export class ClaimCouponUseCommand extends Command<CouponClaim> {
  constructor(
    readonly couponId: number,
    readonly reference: string,
    /** The plan being bought (a coupon for one plan applies to it only). */
    readonly planId: number | null,
    /** The orderer's open transaction: the claim runs on it, never beside it. */
    readonly within: EntityManager,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
