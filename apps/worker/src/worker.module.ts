import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { BillingJobsModule } from '@coaching/server-billing';
import { IdentityJobsModule, MemberDirectoryModule } from '@coaching/server-identity';
import { ConfigModule, DatabaseModule, MailModule, ReactionJob, RedisModule, StructuredLoggerModule, WorkerRuntime } from '@coaching/server-core';

/** The worker composes the contexts' jobs; `WorkerRuntime` finds them (and core's `ReactionJob`, which runs every reactor) and relays the outbox. */
@Module({
  imports: [ConfigModule, StructuredLoggerModule, DatabaseModule, RedisModule, DiscoveryModule, MailModule, MemberDirectoryModule, BillingJobsModule, IdentityJobsModule],
  providers: [WorkerRuntime, ReactionJob],
})
export class WorkerModule {}
