import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { BackofficeEventHandlers } from '@coaching/server-backoffice';
import { BillingEventHandlers } from '@coaching/server-billing';
import { CatalogueSummariesModule } from '@coaching/server-catalogue';
import { CompositionEventHandlers } from '@coaching/server-composition';
import { ConfigModule, DatabaseModule } from '@coaching/server-core';
import { IdentityJobsModule, IdentityPortsModule } from '@coaching/server-identity';
import { LessonEventHandlers } from '@coaching/server-lessons';

/**
 * What the demo seed appends through: the event store with the projections and reactors of the contexts whose
 * events it writes (billing's subscriptions, lessons), and what those reactors read. Not the api's module: that one
 * also registers the sign-in strategies in passport's process-wide list, which a second instance would replace.
 */
@Module({
  imports: [ConfigModule, DatabaseModule, CqrsModule.forRoot(), IdentityPortsModule, CatalogueSummariesModule, IdentityJobsModule],
  providers: [BillingEventHandlers, LessonEventHandlers, BackofficeEventHandlers, CompositionEventHandlers],
})
export class DemoSeedModule {}
