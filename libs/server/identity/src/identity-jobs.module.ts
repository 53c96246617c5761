import { Module } from '@nestjs/common';
import { IdentityEventHandlers } from './identity-event-handlers';

/** The worker's side of identity: its reactors (run by core's ReactionConsumer). */
@Module({
  providers: [IdentityEventHandlers],
})
export class IdentityJobsModule {}
