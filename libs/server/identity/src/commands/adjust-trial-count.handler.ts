import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore, sql } from '@coaching/server-core';
import { recordAccountChange } from './account-changes';
import { AdjustTrialCountCommand } from './adjust-trial-count.command';

@CommandHandler(AdjustTrialCountCommand)
export class AdjustTrialCountHandler implements ICommandHandler<AdjustTrialCountCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async execute({ memberId, change, within }: AdjustTrialCountCommand): Promise<void> {
    await sql(within, 'update users set trial_count = greatest(trial_count + ?, 0) where id = ?', [change, memberId]);
    await recordAccountChange(this.store, within, memberId, 'trial-count', { type: 'system' });
  }
}
