import { Injectable } from '@nestjs/common';
import { CouponUsageCounter } from './coupon-usage-counter';

/** The default before billing records any coupon use. */
@Injectable()
export class NoCouponUsesYet extends CouponUsageCounter {
  async usesOf(_couponId: number): Promise<number> {
    return 0;
  }
}
