import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { GetParkedReactionHandler } from './get-parked-reaction.handler';
import { ListParkedReactionsHandler } from './list-parked-reactions.handler';
import { ParkedReactionsController } from './parked-reactions.controller';
import { ReplayParkedReactionHandler } from './replay-parked-reaction.handler';

/** The api's own operations pages for admins: parked reactions (see them, replay them). */
@Module({
  imports: [CqrsModule],
  controllers: [ParkedReactionsController],
  providers: [ListParkedReactionsHandler, GetParkedReactionHandler, ReplayParkedReactionHandler],
})
export class OperationsModule {}
