import { DecimalType, Entity, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { type AdminItem, type ItemDto, withTax } from '@coaching/contracts';
import { Game } from './game.entity';

/** An add-on bought by quantity (spec §3 Item): an extra lesson, an extra event. */
@Entity({ tableName: 'items' })
export class Item {
  [OptionalProps]?: 'id' | 'taxRate' | 'isPurchasable';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Game)
  game!: Game;

  @Property({ type: 'text' })
  code!: string;

  @Property({ type: 'text' })
  name!: string;

  /** Tax excluded, yen. */
  @Property({ type: 'integer' })
  price!: number;

  /** numeric(4, 2), read as a number. */
  @Property({ type: new DecimalType('number'), precision: 4, scale: 2 })
  taxRate: number = 1.1;

  @Property({ type: 'boolean' })
  isPurchasable: boolean = true;

  /** Needs `game` loaded (for its name). */
  toDto(): ItemDto {
    return {
      id: this.id,
      name: this.name,
      price: this.price,
      price_with_tax: withTax(this.price, this.taxRate),
      tax_rate: this.taxRate,
      is_purchasable: this.isPurchasable,
      game: { id: this.game.id, name: this.game.name },
    };
  }

  toAdmin(): AdminItem {
    return { ...this.toDto(), game_id: this.game.id, code: this.code };
  }
}
