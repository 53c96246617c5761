import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AdminItem } from '@coaching/contracts';
import { changedFields, domainError, EventStore } from '@coaching/server-core';
import { byOperator, itemStream } from '../domain/catalogue-streams';
import { CatalogueErrors } from '../domain/catalogue-errors';
import { Game } from '../entities/game.entity';
import { Item } from '../entities/item.entity';
import { itemProps, savingItem } from './item-writes';
import { UpdateItemCommand } from './update-item.command';

@CommandHandler(UpdateItemCommand)
export class UpdateItemHandler implements ICommandHandler<UpdateItemCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ id, input, operatorId }: UpdateItemCommand): Promise<AdminItem> {
    return savingItem(() =>
      this.em.fork().transactional(async (tx) => {
        const item = await tx.findOne(Item, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!item) throw domainError(CatalogueErrors.ITEM_NOT_FOUND);
        const game = await tx.findOne(Game, { id: input.game_id });
        if (!game) throw domainError(CatalogueErrors.GAME_MISSING);
        const before = item.toAdmin();
        tx.assign(item, itemProps(input, game));
        await tx.flush();
        const changed = changedFields(before, item.toAdmin(), Object.keys(input));
        if (changed.length) await this.store.record(tx, itemStream(id), [{ type: 'ItemChanged', data: { itemId: id, code: item.code, name: item.name, changed } }], byOperator(operatorId));
        return item.toAdmin();
      }),
    );
  }
}
