import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { sql } from '@coaching/server-core';
import { coachScopeOf } from '../commands/acting-operator';
import { GetCoachPhotoQuery } from './get-coach-photo.query';

@QueryHandler(GetCoachPhotoQuery)
export class GetCoachPhotoHandler implements IQueryHandler<GetCoachPhotoQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ operator, coachId }: GetCoachPhotoQuery): Promise<Buffer | null> {
    const em = this.em.fork();
    const scope = await coachScopeOf(em, operator);
    if (scope && scope !== coachId) return null;
    const [photo] = await sql<{ webp: Buffer }>(em, 'select webp from coach_photos where coach_id = ?', [coachId]);
    return photo?.webp ?? null;
  }
}
