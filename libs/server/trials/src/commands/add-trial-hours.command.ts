import { Command } from '@nestjs/cqrs';
import type { TrialHoursInput } from '@coaching/contracts';

/** An operator adds a weekly window in which a coach of the game takes trials. Answers its id. */
export class AddTrialHoursCommand extends Command<{ id: string }> {
  constructor(
    readonly input: TrialHoursInput,
    readonly operatorId: string,
  ) {
    super();
  }
}
