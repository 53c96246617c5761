import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ClaimCouponUseHandler } from './commands/claim-coupon-use.handler';
import { ReleaseCouponUseHandler } from './commands/release-coupon-use.handler';

/**
 * The catalogue's coupon uses, claimed and given back by billing through the published commands (`./commands`): in the
 * api (`CatalogueModule` imports it: a purchase claims a use) and in the worker (billing's reactor gives back the use
 * of an order whose payment failed or that was called off). Both processes hold both handlers.
 */
@Module({
  imports: [CqrsModule],
  providers: [ClaimCouponUseHandler, ReleaseCouponUseHandler],
})
export class CouponUsesModule {}
