import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AdminPlan } from '@coaching/contracts';
import { Plan } from '../entities/plan.entity';
import { GetAdminPlanQuery } from './get-admin-plan.query';

@QueryHandler(GetAdminPlanQuery)
export class GetAdminPlanHandler implements IQueryHandler<GetAdminPlanQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id }: GetAdminPlanQuery): Promise<AdminPlan | null> {
    return (await this.em.fork().findOne(Plan, { id }, { populate: ['game'] }))?.toAdmin() ?? null;
  }
}
