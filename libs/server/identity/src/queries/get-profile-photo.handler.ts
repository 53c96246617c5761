import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { sql } from '@coaching/server-core';
import { GetProfilePhotoQuery } from './get-profile-photo.query';

/** A public id is 32 hexadecimal digits; anything else is no member's, and is not looked up. */
const PUBLIC_ID = /^[0-9a-f]{32}$/;

@QueryHandler(GetProfilePhotoQuery)
export class GetProfilePhotoHandler implements IQueryHandler<GetProfilePhotoQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ publicId }: GetProfilePhotoQuery): Promise<Buffer | null> {
    if (!PUBLIC_ID.test(publicId)) return null;
    const [row] = await sql<{ webp: Buffer }>(this.em.fork(), 'select p.webp from profile_photos p join users u on u.id = p.user_id where u.public_id = ?', [publicId]);
    return row?.webp ?? null;
  }
}
