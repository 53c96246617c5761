import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { sql } from '@coaching/server-core';
import { ReleaseCouponUseCommand, type CouponRelease } from './release-coupon-use.command';

/**
 * Gives a coupon use back: the row stays (which order used it, and when it was given back) but no longer counts.
 * No lock on the coupon is needed: a release only lowers the count, so a claim that counted just before it merely
 * saw one use more than there now is.
 */
@CommandHandler(ReleaseCouponUseCommand)
export class ReleaseCouponUseHandler implements ICommandHandler<ReleaseCouponUseCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ reference, within }: ReleaseCouponUseCommand): Promise<CouponRelease> {
    const released = await sql(within ?? this.em, 'update coupon_redemptions set released_at = now() where reference = ? and released_at is null returning reference', [reference]);
    return { released: released.length > 0 };
  }
}
