import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import { tokyoDayStart, addTokyoDays } from '@coaching/contracts';
import type { Reactor, StoredEvent } from '@coaching/server-core';
import { CoachChanged, CoachDayOffAdded, CoachDayOffRemoved } from '@coaching/server-lessons/events';
import { ListCoachesQuery } from '@coaching/server-lessons/queries';
import { BOOKING_HORIZON_DAYS } from '../domain/trial-rules';
import type { TrialSlots } from '../queries/trial-slots';

/**
 * Async (the worker): a coach's working time changed (his weekly hours or another field of his record, a day off added
 * or removed, issue 30) → his game's schedule (`trial_availability`) is written again over the booking horizon, so a
 * visitor is offered only the hours he works.
 */
export class RefreshScheduleWhenCoachHoursChangedReactor implements Reactor {
  readonly name = 'refresh-trial-schedule-when-coach-hours-changed';
  readonly eventTypes = [CoachChanged, CoachDayOffAdded, CoachDayOffRemoved];

  constructor(
    private readonly slots: TrialSlots,
    private readonly queries: QueryBus,
  ) {}

  async react(tx: EntityManager, event: StoredEvent): Promise<void> {
    const { coachId } = event.data as { coachId: string };
    const [coach] = await this.queries.execute(new ListCoachesQuery({ ids: [coachId], includeInactive: true }));
    if (!coach) return;
    const from = tokyoDayStart(new Date());
    await this.slots.refresh(tx, coach.gameId, from, addTokyoDays(from, BOOKING_HORIZON_DAYS + 1));
  }
}
