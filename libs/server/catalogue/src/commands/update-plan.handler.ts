import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AdminPlan } from '@coaching/contracts';
import { changedFields, domainError, EventStore } from '@coaching/server-core';
import { byOperator, planStream } from '../domain/catalogue-streams';
import { CatalogueErrors } from '../domain/catalogue-errors';
import { Game } from '../entities/game.entity';
import { Plan } from '../entities/plan.entity';
import { planProps, savingPlan } from './plan-writes';
import { UpdatePlanCommand } from './update-plan.command';

@CommandHandler(UpdatePlanCommand)
export class UpdatePlanHandler implements ICommandHandler<UpdatePlanCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ id, input, operatorId }: UpdatePlanCommand): Promise<AdminPlan> {
    return savingPlan(() =>
      this.em.fork().transactional(async (tx) => {
        const plan = await tx.findOne(Plan, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!plan) throw domainError(CatalogueErrors.PLAN_NOT_FOUND);
        const game = await tx.findOne(Game, { id: input.game_id });
        if (!game) throw domainError(CatalogueErrors.GAME_MISSING);
        const before = plan.toAdmin();
        tx.assign(plan, planProps(input, game));
        await tx.flush();
        const changed = changedFields(before, plan.toAdmin(), Object.keys(input));
        if (changed.length) await this.store.record(tx, planStream(id), [{ type: 'PlanChanged', data: { planId: id, code: plan.code, name: plan.name, changed } }], byOperator(operatorId));
        return plan.toAdmin();
      }),
    );
  }
}
