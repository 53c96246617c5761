import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AdminPlan } from '@coaching/contracts';
import { domainError, EventStore } from '@coaching/server-core';
import { byOperator, planStream } from '../domain/catalogue-streams';
import { CatalogueErrors } from '../domain/catalogue-errors';
import { Game } from '../entities/game.entity';
import { Plan } from '../entities/plan.entity';
import { CreatePlanCommand } from './create-plan.command';
import { planProps, savingPlan } from './plan-writes';

@CommandHandler(CreatePlanCommand)
export class CreatePlanHandler implements ICommandHandler<CreatePlanCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ input, operatorId }: CreatePlanCommand): Promise<AdminPlan> {
    return savingPlan(() =>
      this.em.fork().transactional(async (tx) => {
        const game = await tx.findOne(Game, { id: input.game_id });
        if (!game) throw domainError(CatalogueErrors.GAME_MISSING);
        const plan = tx.create(Plan, planProps(input, game));
        await tx.flush();
        await this.store.record(tx, planStream(plan.id), [{ type: 'PlanCreated', data: { planId: plan.id, gameId: game.id, code: plan.code, name: plan.name } }], byOperator(operatorId));
        return plan.toAdmin();
      }),
    );
  }
}
