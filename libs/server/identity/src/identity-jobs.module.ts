import { Module } from '@nestjs/common';
import { AdjustTrialCountHandler } from './commands/adjust-trial-count.handler';
import { RecordMemberGameHandler } from './commands/record-member-game.handler';
import { IdentityEventHandlers } from './identity-event-handlers';

/** The worker's side of identity: its reactors (run by core's ReactionConsumer) and the commands other contexts' reactors send it. */
@Module({
  providers: [IdentityEventHandlers, AdjustTrialCountHandler, RecordMemberGameHandler],
})
export class IdentityJobsModule {}
