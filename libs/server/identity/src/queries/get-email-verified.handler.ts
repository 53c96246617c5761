import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { User } from '../entities/user.entity';
import { GetEmailVerifiedQuery } from './get-email-verified.query';

@QueryHandler(GetEmailVerifiedQuery)
export class GetEmailVerifiedHandler implements IQueryHandler<GetEmailVerifiedQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ memberId }: GetEmailVerifiedQuery): Promise<boolean> {
    return (await this.em.fork().findOneOrFail(User, { id: memberId })).isVerified;
  }
}
