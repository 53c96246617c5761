import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { AdminGame } from '@coaching/contracts';

/** A game the school coaches. Ids are fixed numbers other systems refer to (spec §9: 1 APEX LEGENDS, 2 VALORANT). */
@Entity({ tableName: 'games' })
export class Game {
  [OptionalProps]?: 'description' | 'imagePath' | 'discordUrl' | 'isPurchasable' | 'isLegacy' | 'sortOrder';

  @PrimaryKey({ type: 'integer', autoincrement: false })
  id!: number;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  description: string = '';

  @Property({ type: 'text', nullable: true })
  imagePath: string | null = null;

  @Property({ type: 'text', nullable: true })
  discordUrl: string | null = null;

  @Property({ type: 'boolean' })
  isPurchasable: boolean = true;

  /** A game no longer coached: its members keep their plans, new members do not see it. */
  @Property({ type: 'boolean' })
  isLegacy: boolean = false;

  @Property({ type: 'integer' })
  sortOrder: number = 0;

  toAdmin(): AdminGame {
    return {
      id: this.id,
      name: this.name,
      description: this.description,
      image_path: this.imagePath,
      discord_url: this.discordUrl,
      is_purchasable: this.isPurchasable,
      is_legacy: this.isLegacy,
      sort_order: this.sortOrder,
    };
  }
}
