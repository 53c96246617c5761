import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CurrentUserRead } from './http/current-user.read';
import { MemberHomeController } from './http/member-home.controller';
import { CurrentUsers } from './queries/current-users';
import { GetCurrentUserHandler } from './queries/get-current-user.handler';

/**
 * The api's composition of many contexts: the member's home (`GET /api/me`, and identity's `GetCurrentUserQuery`
 * its sign-up, sign-in, profile and course answers ask). It reads the contexts' published queries only.
 */
@Module({
  imports: [CqrsModule],
  controllers: [MemberHomeController],
  providers: [CurrentUsers, CurrentUserRead, GetCurrentUserHandler],
})
export class CompositionModule {}
