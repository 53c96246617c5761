import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore, sql } from '@coaching/server-core';
import { recordAccountChange } from './account-changes';
import { ForgetTrialIntentCommand } from './forget-trial-intent.command';

@CommandHandler(ForgetTrialIntentCommand)
export class ForgetTrialIntentHandler implements ICommandHandler<ForgetTrialIntentCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async execute({ memberId, within }: ForgetTrialIntentCommand): Promise<void> {
    const gone = await sql<{ member_id: string }>(within, 'delete from trial_intents where member_id = ? returning member_id', [memberId]);
    if (gone.length > 0) await recordAccountChange(this.store, within, memberId, 'trial-context', { type: 'system' });
  }
}
