import { Command } from '@nestjs/cqrs';
import type { ActingOperator } from './acting-operator';

/** Support sets (or, with null, removes) the chart link of a subscription it teaches. */
export class SetStudentChartCommand extends Command<void> {
  constructor(
    readonly subscriptionId: string,
    readonly chartUrl: string | null,
    readonly operator: ActingOperator,
  ) {
    super();
  }
}
