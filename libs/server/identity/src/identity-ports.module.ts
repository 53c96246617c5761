import { Global, Module } from '@nestjs/common';
import { MailRecipients } from '@coaching/server-core';
import { IdentityMailRecipients } from './queries/identity-mail-recipients';

/**
 * Identity's answer to core's mail port, in the api and in the worker: `MailRecipients` (whom core's mail job sends a
 * mail to a member to). Contexts read members through identity's published queries instead (`GetMemberContactsQuery`);
 * the member guard's standing is read from the member's home (the composition module's `HomeMemberStanding`).
 */
@Global()
@Module({
  providers: [{ provide: MailRecipients, useClass: IdentityMailRecipients }],
  exports: [MailRecipients],
})
export class IdentityPortsModule {}
