import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AdminPlan } from '@coaching/contracts';
import { domainError } from '@coaching/server-core';
import { CatalogueErrors } from '../domain/catalogue-errors';
import { Game } from '../entities/game.entity';
import { Plan } from '../entities/plan.entity';
import { planProps, savingPlan } from './plan-writes';
import { UpdatePlanCommand } from './update-plan.command';

@CommandHandler(UpdatePlanCommand)
export class UpdatePlanHandler implements ICommandHandler<UpdatePlanCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id, input }: UpdatePlanCommand): Promise<AdminPlan> {
    return savingPlan(() =>
      this.em.fork().transactional(async (tx) => {
        const plan = await tx.findOne(Plan, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!plan) throw domainError(CatalogueErrors.PLAN_NOT_FOUND);
        const game = await tx.findOne(Game, { id: input.game_id });
        if (!game) throw domainError(CatalogueErrors.GAME_MISSING);
        tx.assign(plan, planProps(input, game));
        await tx.flush();
        return plan.toAdmin();
      }),
    );
  }
}
