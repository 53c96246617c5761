import type { EntityManager } from '@mikro-orm/postgresql';
import { Command } from '@nestjs/cqrs';

/** Whether a use held by the reference was given back now (false: none held, or given back before). */
export interface CouponRelease {
  released: boolean;
}

/**
 * Gives back the coupon use an order claimed (`ClaimCouponUseCommand`), when the order did not complete: its payment
 * failed, or it was called off before it was paid. Sent by billing; idempotent (a second release changes nothing),
 * and nothing for a reference that holds no use. `within`: the sender's transaction, when it has one.
 */
export class ReleaseCouponUseCommand extends Command<CouponRelease> {
  constructor(
    readonly reference: string,
    readonly within?: EntityManager,
  ) {
    super();
  }
}
