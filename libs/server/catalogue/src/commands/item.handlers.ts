import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AdminItem, ItemInput } from '@coaching/contracts';
import { domainError } from '@coaching/server-core';
import { CatalogueErrors } from '../domain/catalogue-errors';
import { Game } from '../entities/game.entity';
import { Item } from '../entities/item.entity';
import { CreateItemCommand, UpdateItemCommand } from './item.commands';

const itemProps = (input: ItemInput, game: Game) => ({
  game,
  code: input.code,
  name: input.name,
  price: input.price,
  taxRate: input.tax_rate,
  isPurchasable: input.is_purchasable,
});

/** Runs an item write; the (game, code) unique constraint decides between two operators racing. */
async function savingItem(work: () => Promise<AdminItem>): Promise<AdminItem> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw domainError(CatalogueErrors.ITEM_CODE_TAKEN);
    throw error;
  }
}

@CommandHandler(CreateItemCommand)
export class CreateItemHandler implements ICommandHandler<CreateItemCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ input }: CreateItemCommand): Promise<AdminItem> {
    return savingItem(() =>
      this.em.fork().transactional(async (tx) => {
        const game = await tx.findOne(Game, { id: input.game_id });
        if (!game) throw domainError(CatalogueErrors.GAME_MISSING);
        const item = tx.create(Item, itemProps(input, game));
        await tx.flush();
        return item.toAdmin();
      }),
    );
  }
}

@CommandHandler(UpdateItemCommand)
export class UpdateItemHandler implements ICommandHandler<UpdateItemCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id, input }: UpdateItemCommand): Promise<AdminItem> {
    return savingItem(() =>
      this.em.fork().transactional(async (tx) => {
        const item = await tx.findOne(Item, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!item) throw domainError(CatalogueErrors.ITEM_NOT_FOUND);
        const game = await tx.findOne(Game, { id: input.game_id });
        if (!game) throw domainError(CatalogueErrors.GAME_MISSING);
        tx.assign(item, itemProps(input, game));
        await tx.flush();
        return item.toAdmin();
      }),
    );
  }
}
