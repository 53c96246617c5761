import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AdminGuardianLinksController } from './http/admin-guardian-links.controller';
import { AdminMembersController } from './http/admin-members.controller';
import { FindMembersHandler } from './queries/find-members.handler';
import { GetMember360Handler } from './queries/get-member-360.handler';

/**
 * The member 360 in the api: support's search and member page, composed from the owning contexts' published
 * queries (identity, billing, lessons, trials, camp, content, catalogue), core's member timeline and the backoffice's
 * operators' names; and support's resend or end of a guardian link (issue 31).
 */
@Module({
  imports: [CqrsModule],
  controllers: [AdminMembersController, AdminGuardianLinksController],
  providers: [FindMembersHandler, GetMember360Handler],
})
export class MemberDeskModule {}
