import { Entity, Formula, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { AdminCoupon, CouponTarget, DiscountType } from '@coaching/contracts';
import type { CouponTerms } from '../domain/coupon-applicability';

/** A discount code (stored upper case): yen or percent off the admission fee or the subtotal. */
@Entity({ tableName: 'coupons' })
export class Coupon implements CouponTerms {
  [OptionalProps]?: 'id' | 'planId' | 'startsAt' | 'endsAt' | 'maxUses' | 'uses' | 'isActive' | 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text' })
  code!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  discountType!: DiscountType;

  /** Yen when the type is 'amount', percent (1 to 100) when 'percent'. */
  @Property({ type: 'integer' })
  discountValue!: number;

  @Property({ type: 'text' })
  target!: CouponTarget;

  /** Only for this plan, when set. A plain id: the catalogue checks it exists before saving. */
  @Property({ type: 'integer', nullable: true })
  planId: number | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  startsAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  endsAt: Date | null = null;

  @Property({ type: 'integer', nullable: true })
  maxUses: number | null = null;

  /**
   * Uses held now (read only, not a column): the coupon's `coupon_redemptions` not given back, counted when the
   * coupon is loaded. The count that decides a use is made again under the coupon's lock (claim-coupon-use.handler.ts).
   * Absent on a coupon created in this unit of work: it has none.
   */
  @Formula((table) => `(select count(*)::int from coupon_redemptions r where r.coupon_id = ${table.alias}.id and r.released_at is null)`, { type: 'integer' })
  uses?: number;

  @Property({ type: 'boolean' })
  isActive: boolean = true;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  toAdmin(): AdminCoupon {
    return {
      id: this.id,
      code: this.code,
      name: this.name,
      discount_type: this.discountType,
      discount_value: this.discountValue,
      target: this.target,
      plan_id: this.planId,
      starts_at: this.startsAt?.toISOString() ?? null,
      ends_at: this.endsAt?.toISOString() ?? null,
      max_uses: this.maxUses,
      uses: this.uses ?? 0,
      is_active: this.isActive,
      created_at: this.createdAt.toISOString(),
    };
  }
}
