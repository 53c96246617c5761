import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { GetParkedReactionHandler } from './get-parked-reaction.handler';
import { ListParkedReactionsHandler } from './list-parked-reactions.handler';
import { ParkedReactionsController } from './parked-reactions.controller';
import { ReplayParkedReactionHandler } from './replay-parked-reaction.handler';
import { PlatformMetrics } from '@coaching/server-core';
import { BusinessMetrics } from './business-metrics';

/**
 * The api's own operations pages for admins: parked reactions (see them, replay them); and the figures read on
 * scrape for the metrics port (ADR 0043).
 */
@Module({
  imports: [CqrsModule],
  controllers: [ParkedReactionsController],
  providers: [ListParkedReactionsHandler, GetParkedReactionHandler, ReplayParkedReactionHandler, PlatformMetrics, BusinessMetrics],
})
export class OperationsModule {}
