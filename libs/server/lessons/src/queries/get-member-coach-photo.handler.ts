import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { sql } from '@coaching/server-core';
import { GetMemberCoachPhotoQuery } from './get-member-coach-photo.query';
import { currentCoachOf } from './member-coach-rows';

@QueryHandler(GetMemberCoachPhotoQuery)
export class GetMemberCoachPhotoHandler implements IQueryHandler<GetMemberCoachPhotoQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ memberId }: GetMemberCoachPhotoQuery): Promise<Buffer | null> {
    const em = this.em.fork();
    const coach = await currentCoachOf(em, this.queries, memberId);
    if (!coach?.photo_updated_at) return null;
    const [photo] = await sql<{ webp: Buffer }>(em, 'select webp from coach_photos where coach_id = ?', [coach.id]);
    return photo?.webp ?? null;
  }
}
