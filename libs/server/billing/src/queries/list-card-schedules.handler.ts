import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { CardSchedule } from '@coaching/contracts';
import { cardSchedules } from './card-schedules';
import { ListCardSchedulesQuery } from './list-card-schedules.query';

@QueryHandler(ListCardSchedulesQuery)
export class ListCardSchedulesHandler implements IQueryHandler<ListCardSchedulesQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  execute({ memberId }: ListCardSchedulesQuery): Promise<CardSchedule[]> {
    return cardSchedules(this.em.fork(), memberId);
  }
}
