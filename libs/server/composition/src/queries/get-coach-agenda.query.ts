import { Query } from '@nestjs/cqrs';
import type { CoachAgenda } from '@coaching/contracts';
import type { ActingOperator } from '@coaching/server-lessons/queries';

/**
 * One coach's agenda over Tokyo days `from` to `to` (both included): their lessons (lessons context) and free trials
 * (trials context) merged in time order. A coach operator reads only their own (another coach's: not found); staff
 * name the coach.
 */
export class GetCoachAgendaQuery extends Query<CoachAgenda> {
  constructor(
    readonly operator: ActingOperator,
    readonly coachId: string | undefined,
    readonly from: string,
    readonly to: string,
  ) {
    super();
  }
}
