import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { BillingJobsModule } from '@coaching/server-billing';
import { ConfigModule, DatabaseModule, MailModule, RedisModule, StructuredLoggerModule, WorkerRuntime } from '@coaching/server-core';

/** The worker composes the contexts' jobs; `WorkerRuntime` finds them and relays the outbox. */
@Module({
  imports: [ConfigModule, StructuredLoggerModule, DatabaseModule, RedisModule, DiscoveryModule, MailModule, BillingJobsModule],
  providers: [WorkerRuntime],
})
export class WorkerModule {}
