import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminCampEvent } from '@coaching/contracts';
import { adminCampEventOf, campEventById } from './camp-events';
import { GetCampEventQuery } from './get-camp-event.query';

@QueryHandler(GetCampEventQuery)
export class GetCampEventHandler implements IQueryHandler<GetCampEventQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ id }: GetCampEventQuery): Promise<AdminCampEvent | null> {
    const row = await campEventById(this.em.fork(), id);
    return row ? adminCampEventOf(row) : null;
  }
}
