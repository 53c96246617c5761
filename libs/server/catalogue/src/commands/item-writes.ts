import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { AdminItem, ItemInput } from '@coaching/contracts';
import { domainError } from '@coaching/server-core';
import { CatalogueErrors } from '../domain/catalogue-errors';
import type { Game } from '../entities/game.entity';

// What creating and updating an add-on item share.

export const itemProps = (input: ItemInput, game: Game) => ({
  game,
  code: input.code,
  name: input.name,
  price: input.price,
  taxRate: input.tax_rate,
  isPurchasable: input.is_purchasable,
});

/** Runs an item write; the (game, code) unique constraint decides between two operators racing. */
export async function savingItem(work: () => Promise<AdminItem>): Promise<AdminItem> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw domainError(CatalogueErrors.ITEM_CODE_TAKEN);
    throw error;
  }
}
