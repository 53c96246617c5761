import { DecimalType, Entity, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { type AdminPlan, fromPrice, isPlanVisible, type LessonType, offeredPrices, type PlanDto, type PlanPricing, type PlanType } from '@coaching/contracts';
import { Game } from './game.entity';

/**
 * A monthly coaching plan of one game. `price<n>` is the monthly price (tax excluded) when bought for
 * `period<n>` months; 0 means that period is not offered.
 */
@Entity({ tableName: 'plans' })
export class Plan {
  [OptionalProps]?:
    | 'id'
    | 'planType'
    | 'isGroup'
    | 'isPurchasable'
    | 'lessonType'
    | 'coachingDetail'
    | 'specialCoachingCount'
    | 'specialCoachingDetail'
    | 'price1'
    | 'price2'
    | 'price3'
    | 'price4'
    | 'price5'
    | 'price6'
    | 'period1'
    | 'period2'
    | 'period3'
    | 'period4'
    | 'period5'
    | 'period6'
    | 'taxRate'
    | 'sortOrder';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Game)
  game!: Game;

  @Property({ type: 'text' })
  code!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  planType: PlanType = 'normal';

  @Property({ type: 'boolean' })
  isGroup: boolean = false;

  @Property({ type: 'boolean' })
  isPurchasable: boolean = true;

  @Property({ type: 'text' })
  lessonType: LessonType = 'online';

  /** Lessons a month. */
  @Property({ type: 'integer' })
  lessonCount!: number;

  @Property({ type: 'text' })
  coachingDetail: string = '';

  /** Member events a month: -1 unlimited, 0 none (spec §3). */
  @Property({ type: 'integer' })
  specialCoachingCount: number = 0;

  @Property({ type: 'text' })
  specialCoachingDetail: string = '';

  @Property({ type: 'integer' }) price1: number = 0;
  @Property({ type: 'integer' }) price2: number = 0;
  @Property({ type: 'integer' }) price3: number = 0;
  @Property({ type: 'integer' }) price4: number = 0;
  @Property({ type: 'integer' }) price5: number = 0;
  @Property({ type: 'integer' }) price6: number = 0;
  @Property({ type: 'integer' }) period1: number = 1;
  @Property({ type: 'integer' }) period2: number = 2;
  @Property({ type: 'integer' }) period3: number = 3;
  @Property({ type: 'integer' }) period4: number = 4;
  @Property({ type: 'integer' }) period5: number = 5;
  @Property({ type: 'integer' }) period6: number = 6;

  /** numeric(4, 2): PostgreSQL answers a string ('1.10'); the decimal type reads it as a number. */
  @Property({ type: new DecimalType('number'), precision: 4, scale: 2 })
  taxRate: number = 1.1;

  @Property({ type: 'integer' })
  sortOrder: number = 0;

  /** What the shared plan rules (spec §5) read. */
  pricing(): PlanPricing {
    const { price1, price2, price3, price4, price5, price6, period1, period2, period3, period4, period5, period6 } = this;
    return { price1, price2, price3, price4, price5, price6, period1, period2, period3, period4, period5, period6, tax_rate: this.taxRate, is_group: this.isGroup };
  }

  isVisible(): boolean {
    return isPlanVisible(this.pricing());
  }

  /** Needs `game` loaded (for its name). */
  toDto(): PlanDto {
    const pricing = this.pricing();
    return {
      id: this.id,
      name: this.name,
      code: this.code,
      game_id: this.game.id,
      game: { id: this.game.id, name: this.game.name },
      plan_type: this.planType,
      is_group: this.isGroup,
      is_purchasable: this.isPurchasable,
      lesson_type: this.lessonType,
      lesson_count: this.lessonCount,
      coaching_detail: this.coachingDetail,
      special_coaching_count: this.specialCoachingCount,
      special_coaching_detail: this.specialCoachingDetail,
      price1: this.price1,
      price2: this.price2,
      price3: this.price3,
      price4: this.price4,
      price5: this.price5,
      price6: this.price6,
      period1: this.period1,
      period2: this.period2,
      period3: this.period3,
      period4: this.period4,
      period5: this.period5,
      period6: this.period6,
      tax_rate: this.taxRate,
      from_price: fromPrice(pricing),
      prices: offeredPrices(pricing),
    };
  }

  toAdmin(): AdminPlan {
    return { ...this.toDto(), sort_order: this.sortOrder, is_visible: this.isVisible() };
  }
}
