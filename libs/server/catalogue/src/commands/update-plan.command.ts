import { Command } from '@nestjs/cqrs';
import type { AdminPlan, PlanInput } from '@coaching/contracts';

/** An operator edits a plan: prices by period, tax rate, lessons, flags. */
export class UpdatePlanCommand extends Command<AdminPlan> {
  constructor(
    readonly id: number,
    readonly input: PlanInput,
    readonly operatorId: string,
  ) {
    super();
  }
}
