import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { sql } from '@coaching/server-core';
import { AdjustTrialCountCommand } from './adjust-trial-count.command';

@CommandHandler(AdjustTrialCountCommand)
export class AdjustTrialCountHandler implements ICommandHandler<AdjustTrialCountCommand> {
  async execute({ memberId, change, within }: AdjustTrialCountCommand): Promise<void> {
    await sql(within, 'update users set trial_count = greatest(trial_count + ?, 0) where id = ?', [change, memberId]);
  }
}
