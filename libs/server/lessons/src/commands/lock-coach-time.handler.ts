import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { lockCoachTime } from './coach-time-lock';
import { LockCoachTimeCommand } from './lock-coach-time.command';

/** The coach's time lock for another context (trials' seat claims), on the sender's transaction. */
@CommandHandler(LockCoachTimeCommand)
export class LockCoachTimeHandler implements ICommandHandler<LockCoachTimeCommand> {
  async execute({ coachId, within }: LockCoachTimeCommand): Promise<void> {
    await lockCoachTime(within, coachId);
  }
}
