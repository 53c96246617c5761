import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { CurrentUser } from '@coaching/contracts';
import { CurrentUsers } from './current-user';
import { GetCurrentUserQuery } from './get-current-user.query';

@QueryHandler(GetCurrentUserQuery)
export class GetCurrentUserHandler implements IQueryHandler<GetCurrentUserQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(CurrentUsers) private readonly currentUsers: CurrentUsers,
  ) {}

  execute({ memberId, signedInVia }: GetCurrentUserQuery): Promise<CurrentUser> {
    return this.currentUsers.answer(this.em.fork(), memberId, signedInVia);
  }
}
