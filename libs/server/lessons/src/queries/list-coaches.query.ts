import { Query } from '@nestjs/cqrs';

/** One weekly window a coach teaches in, Asia/Tokyo: weekday 0 (Sunday) to 6, 'HH:mm' to 'HH:mm'. */
export interface CoachWeeklyWindow {
  weekday: number;
  start: string;
  end: string;
}

/** A coach as other contexts show and plan with them. */
export interface CoachSummary {
  id: string;
  code: string;
  name: string;
  gameId: number;
  isActive: boolean;
  /** The operator account that signs in as this coach, if any. */
  operatorId: string | null;
  weeklyHours: CoachWeeklyWindow[];
}

/** Published (trials, backoffice): the coaches, of one game or all, active ones only unless asked; by name. */
export class ListCoachesQuery extends Query<CoachSummary[]> {
  constructor(readonly filter: { gameId?: number; ids?: readonly string[]; includeInactive?: boolean } = {}) {
    super();
  }
}
