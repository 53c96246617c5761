import { Global, Module } from '@nestjs/common';
import { MailRecipients, MemberStanding } from '@coaching/server-core';
import { IdentityMailRecipients } from './queries/identity-mail-recipients';
import { IdentityMemberStanding } from './queries/identity-member-standing';

/**
 * Identity's answers to core's ports, in the api and in the worker: `MailRecipients` (whom core's mail job sends a
 * mail to a member to) and `MemberStanding` (what the member guard checks). Contexts read members through identity's
 * published queries instead (`GetMemberContactsQuery`).
 */
@Global()
@Module({
  providers: [
    { provide: MailRecipients, useClass: IdentityMailRecipients },
    { provide: MemberStanding, useClass: IdentityMemberStanding },
  ],
  exports: [MailRecipients, MemberStanding],
})
export class IdentityPortsModule {}
