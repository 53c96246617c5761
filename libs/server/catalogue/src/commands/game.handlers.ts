import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AdminGame, GameUpdate } from '@coaching/contracts';
import { domainError } from '@coaching/server-core';
import { CatalogueErrors } from '../domain/catalogue-errors';
import { Game } from '../entities/game.entity';
import { CreateGameCommand, UpdateGameCommand } from './game.commands';

const gameProps = (input: GameUpdate) => ({
  name: input.name,
  description: input.description,
  imagePath: input.image_path,
  discordUrl: input.discord_url,
  isPurchasable: input.is_purchasable,
  isLegacy: input.is_legacy,
  sortOrder: input.sort_order,
});

@CommandHandler(CreateGameCommand)
export class CreateGameHandler implements ICommandHandler<CreateGameCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ input }: CreateGameCommand): Promise<AdminGame> {
    try {
      return await this.em.fork().transactional(async (tx) => {
        const game = tx.create(Game, { id: input.id, ...gameProps(input) });
        await tx.flush();
        return game.toAdmin();
      });
    } catch (error) {
      // Two operators creating the same id at once: the primary key decides.
      if (error instanceof UniqueConstraintViolationException) throw domainError(CatalogueErrors.GAME_ID_TAKEN);
      throw error;
    }
  }
}

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
