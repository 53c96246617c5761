import { Global, Module } from '@nestjs/common';
import { MemberDirectory, MemberStanding } from '@coaching/server-core';
import { IdentityMemberDirectory } from './queries/identity-member-directory';
import { IdentityMemberStanding } from './queries/identity-member-standing';

/**
 * Provides core's `MemberDirectory` to every context, in the api and in the worker, and `MemberStanding`
 * to the member guard.
 */
@Global()
@Module({
  providers: [
    { provide: MemberDirectory, useClass: IdentityMemberDirectory },
    { provide: MemberStanding, useClass: IdentityMemberStanding },
  ],
  exports: [MemberDirectory, MemberStanding],
})
export class MemberDirectoryModule {}
