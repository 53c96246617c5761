import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AdminGame } from '@coaching/contracts';
import { changedFields, domainError, EventStore } from '@coaching/server-core';
import { byOperator, gameStream } from '../domain/catalogue-streams';
import { CatalogueErrors } from '../domain/catalogue-errors';
import { Game } from '../entities/game.entity';
import { gameProps } from './game-writes';
import { UpdateGameCommand } from './update-game.command';

@CommandHandler(UpdateGameCommand)
export class UpdateGameHandler implements ICommandHandler<UpdateGameCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ id, input, operatorId }: UpdateGameCommand): Promise<AdminGame> {
    return this.em.fork().transactional(async (tx) => {
      const game = await tx.findOne(Game, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!game) throw domainError(CatalogueErrors.GAME_NOT_FOUND);
      const before = game.toAdmin();
      tx.assign(game, gameProps(input));
      await tx.flush();
      const changed = changedFields(before, game.toAdmin(), Object.keys(input));
      if (changed.length) await this.store.record(tx, gameStream(id), [{ type: 'GameChanged', data: { gameId: id, name: game.name, changed } }], byOperator(operatorId));
      return game.toAdmin();
    });
  }
}
