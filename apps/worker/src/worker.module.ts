import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { BackofficeJobsModule } from '@coaching/server-backoffice';
import { BillingJobsModule } from '@coaching/server-billing';
import { CatalogueSummariesModule, CouponUsesModule } from '@coaching/server-catalogue';
import { CampJobsModule } from '@coaching/server-camp';
import { CompositionJobsModule } from '@coaching/server-composition';
import { ContentJobsModule } from '@coaching/server-content';
import { IdentityJobsModule, IdentityPortsModule } from '@coaching/server-identity';
import { LessonsJobsModule } from '@coaching/server-lessons';
import { TrialsJobsModule } from '@coaching/server-trials';
import { ConfigModule, DatabaseModule, MailModule, MetricsModule, PruneOutboxJob, RedisModule, RepeatableJobs, StructuredLoggerModule, WorkerRuntime } from '@coaching/server-core';

/**
 * The worker composes the contexts' jobs; `WorkerRuntime` finds them (and core's `PruneOutboxJob`, which deletes
 * relayed outbox rows after a week), relays the outbox and runs every reactor from PostgreSQL (ADR 0022). The trials
 * jobs read coaches and games through the lessons and catalogue contexts' published queries, so those query
 * handlers (and the query bus) are here too; billing's reactor gives a coupon's use back through the catalogue's
 * published command, so its handlers (`CouponUsesModule`) are here as well.
 */
@Module({
  imports: [ConfigModule, StructuredLoggerModule, DatabaseModule, RedisModule, DiscoveryModule, MetricsModule.forRoot({ service: 'worker', defaultPort: (config) => config.PORT + 91 }), MailModule, CqrsModule.forRoot(), IdentityPortsModule, CatalogueSummariesModule, CouponUsesModule, BillingJobsModule, IdentityJobsModule, LessonsJobsModule, CampJobsModule, ContentJobsModule, TrialsJobsModule, BackofficeJobsModule, CompositionJobsModule],
  providers: [WorkerRuntime, RepeatableJobs, PruneOutboxJob],
})
export class WorkerModule {}
