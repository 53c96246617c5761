import { Command } from '@nestjs/cqrs';
import type { AdminPlan, PlanInput } from '@coaching/contracts';

/** An operator adds a plan to a game. Refused when the game is missing or already has the code. */
export class CreatePlanCommand extends Command<AdminPlan> {
  constructor(
    readonly input: PlanInput,
    readonly operatorId: string,
  ) {
    super();
  }
}
