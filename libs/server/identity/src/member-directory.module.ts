import { Global, Module } from '@nestjs/common';
import { MemberDirectory } from '@coaching/server-core';
import { IdentityMemberDirectory } from './queries/identity-member-directory';

/** Provides core's `MemberDirectory` to every context, in the api and in the worker. */
@Global()
@Module({
  providers: [{ provide: MemberDirectory, useClass: IdentityMemberDirectory }],
  exports: [MemberDirectory],
})
export class MemberDirectoryModule {}
