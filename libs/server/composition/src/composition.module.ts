import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { MemberStanding } from '@coaching/server-core';
import { CompositionEventHandlers } from './composition-event-handlers';
import { CurrentUserRead } from './http/current-user.read';
import { MemberHomeController } from './http/member-home.controller';
import { CurrentUsers } from './queries/current-users';
import { GetCurrentUserHandler } from './queries/get-current-user.handler';
import { HomeMemberStanding } from './queries/home-member-standing';
import { MemberHomes } from './queries/member-homes';

/**
 * The api's composition of many contexts: the member's home (`GET /api/me`, and identity's `GetCurrentUserQuery`
 * its sign-up, sign-in, profile and course answers ask), kept as a read model (`member_home`) by its projection.
 * It reads the contexts' published queries and event types only. Global: the member guard of every context reads
 * the member's standing from the home (`MemberStanding`).
 */
@Global()
@Module({
  imports: [CqrsModule],
  controllers: [MemberHomeController],
  providers: [CompositionEventHandlers, MemberHomes, CurrentUsers, CurrentUserRead, GetCurrentUserHandler, { provide: MemberStanding, useClass: HomeMemberStanding }],
  exports: [MemberStanding, CurrentUsers],
})
export class CompositionModule {}
