import { Module } from '@nestjs/common';
import { ContentEventHandlers } from './content-event-handlers';

/** The worker's side of content: its reactors (run by core's ReactionJob). */
@Module({
  providers: [ContentEventHandlers],
})
export class ContentJobsModule {}
