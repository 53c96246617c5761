import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AdminPlan } from '@coaching/contracts';
import { domainError } from '@coaching/server-core';
import { CatalogueErrors } from '../domain/catalogue-errors';
import { Game } from '../entities/game.entity';
import { Plan } from '../entities/plan.entity';
import { CreatePlanCommand } from './create-plan.command';
import { planProps, savingPlan } from './plan-writes';

@CommandHandler(CreatePlanCommand)
export class CreatePlanHandler implements ICommandHandler<CreatePlanCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ input }: CreatePlanCommand): Promise<AdminPlan> {
    return savingPlan(() =>
      this.em.fork().transactional(async (tx) => {
        const game = await tx.findOne(Game, { id: input.game_id });
        if (!game) throw domainError(CatalogueErrors.GAME_MISSING);
        const plan = tx.create(Plan, planProps(input, game));
        await tx.flush();
        return plan.toAdmin();
      }),
    );
  }
}
