import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { CurrentUser } from '@coaching/contracts';
import { GetCurrentUserQuery } from '@coaching/server-identity/queries';
import { CurrentUsers } from './current-users';

/** Identity's question (sign-up, sign-in, the profile and the course list answer with the member), answered here. */
@QueryHandler(GetCurrentUserQuery)
export class GetCurrentUserHandler implements IQueryHandler<GetCurrentUserQuery> {
  constructor(@Inject(CurrentUsers) private readonly currentUsers: CurrentUsers) {}

  execute({ memberId, signedInVia }: GetCurrentUserQuery): Promise<CurrentUser> {
    return this.currentUsers.answer(memberId, signedInVia);
  }
}
