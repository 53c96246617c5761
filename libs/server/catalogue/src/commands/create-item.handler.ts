import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AdminItem } from '@coaching/contracts';
import { domainError, EventStore } from '@coaching/server-core';
import { byOperator, itemStream } from '../domain/catalogue-streams';
import { CatalogueErrors } from '../domain/catalogue-errors';
import { Game } from '../entities/game.entity';
import { Item } from '../entities/item.entity';
import { CreateItemCommand } from './create-item.command';
import { itemProps, savingItem } from './item-writes';

@CommandHandler(CreateItemCommand)
export class CreateItemHandler implements ICommandHandler<CreateItemCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ input, operatorId }: CreateItemCommand): Promise<AdminItem> {
    return savingItem(() =>
      this.em.fork().transactional(async (tx) => {
        const game = await tx.findOne(Game, { id: input.game_id });
        if (!game) throw domainError(CatalogueErrors.GAME_MISSING);
        const item = tx.create(Item, itemProps(input, game));
        await tx.flush();
        await this.store.record(tx, itemStream(item.id), [{ type: 'ItemCreated', data: { itemId: item.id, gameId: game.id, code: item.code, name: item.name } }], byOperator(operatorId));
        return item.toAdmin();
      }),
    );
  }
}
