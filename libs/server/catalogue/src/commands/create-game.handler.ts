import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AdminGame } from '@coaching/contracts';
import { domainError, EventStore } from '@coaching/server-core';
import { byOperator, gameStream } from '../domain/catalogue-streams';
import { CatalogueErrors } from '../domain/catalogue-errors';
import { Game } from '../entities/game.entity';
import { CreateGameCommand } from './create-game.command';
import { gameProps } from './game-writes';

@CommandHandler(CreateGameCommand)
export class CreateGameHandler implements ICommandHandler<CreateGameCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ input, operatorId }: CreateGameCommand): Promise<AdminGame> {
    try {
      return await this.em.fork().transactional(async (tx) => {
        const game = tx.create(Game, { id: input.id, ...gameProps(input) });
        await tx.flush();
        await this.store.record(tx, gameStream(game.id), [{ type: 'GameCreated', data: { gameId: game.id, name: game.name } }], byOperator(operatorId));
        return game.toAdmin();
      });
    } catch (error) {
      // Two operators creating the same id at once: the primary key decides.
      if (error instanceof UniqueConstraintViolationException) throw domainError(CatalogueErrors.GAME_ID_TAKEN);
      throw error;
    }
  }
}
