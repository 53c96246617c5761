import { Module } from '@nestjs/common';
import { AdjustTrialCountHandler } from './commands/adjust-trial-count.handler';
import { RecordMemberGameHandler } from './commands/record-member-game.handler';
import { ForgetTrialIntentHandler } from './commands/forget-trial-intent.handler';
import { IdentityEventHandlers } from './identity-event-handlers';
import { GetMemberContactsHandler } from './queries/get-member-contacts.handler';
import { ListLinkedChildrenHandler } from './queries/list-linked-children.handler';

/**
 * The worker's side of identity: its reactors (run by core's ReactionConsumer), the commands other contexts' reactors
 * send it, and the published queries other contexts' jobs send (lessons' reminders: a member's contact; the guardians'
 * weekly summary in composition: a guardian's live links, ADR 0047).
 */
@Module({
  providers: [IdentityEventHandlers, AdjustTrialCountHandler, RecordMemberGameHandler, ForgetTrialIntentHandler, GetMemberContactsHandler, ListLinkedChildrenHandler],
})
export class IdentityJobsModule {}
