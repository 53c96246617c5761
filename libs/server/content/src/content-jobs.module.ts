import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ContentEventHandlers } from './content-event-handlers';

/** The worker's side of content: its reactors (run by core's ReactionConsumer). */
@Module({
  imports: [CqrsModule],
  providers: [ContentEventHandlers],
})
export class ContentJobsModule {}
