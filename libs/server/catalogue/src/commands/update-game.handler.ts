import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AdminGame } from '@coaching/contracts';
import { domainError } from '@coaching/server-core';
import { CatalogueErrors } from '../domain/catalogue-errors';
import { Game } from '../entities/game.entity';
import { gameProps } from './game-writes';
import { UpdateGameCommand } from './update-game.command';

@CommandHandler(UpdateGameCommand)
export class UpdateGameHandler implements ICommandHandler<UpdateGameCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id, input }: UpdateGameCommand): Promise<AdminGame> {
    return this.em.fork().transactional(async (tx) => {
      const game = await tx.findOne(Game, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!game) throw domainError(CatalogueErrors.GAME_NOT_FOUND);
      tx.assign(game, gameProps(input));
      await tx.flush();
      return game.toAdmin();
    });
  }
}
