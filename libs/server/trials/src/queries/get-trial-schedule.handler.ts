import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { fromTokyo, shiftTokyoDate, tokyoDays, tokyoParts, type TrialSchedule } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import { isOffered, tokyoDayLabel } from '../domain/trial-rules';
import { GetTrialScheduleQuery } from './get-trial-schedule.query';

export const SCHEDULE_DAYS = 7;

/**
 * Reads the schedule's read model (`trial_availability`, kept by the worker) for seven Tokyo days: every day
 * appears (an empty `schedules` when nothing is offered), each slot the member may still book with its seats
 * left, 0 for a full one (the calendar offers the waitlist there). Slots inside the minimum notice or past
 * the horizon are left out as time passes.
 */
@QueryHandler(GetTrialScheduleQuery)
export class GetTrialScheduleHandler implements IQueryHandler<GetTrialScheduleQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ gameId, start, now }: GetTrialScheduleQuery): Promise<TrialSchedule> {
    const days = tokyoDays(start, SCHEDULE_DAYS);
    const rows = await sql<{ starts_at: Date; seats: number }>(
      this.em.fork(),
      'select starts_at, seats from trial_availability where game_id = ? and starts_at >= ? and starts_at < ? order by starts_at',
      [gameId, fromTokyo(days[0]), fromTokyo(shiftTokyoDate(days.at(-1)!, 1))],
    );
    const schedule: TrialSchedule = {};
    for (const day of days) schedule[day] = { ...tokyoDayLabel(day), schedules: {} };
    for (const row of rows) {
      const startsAt = new Date(row.starts_at);
      if (!isOffered(startsAt, now)) continue;
      const { date, time } = tokyoParts(startsAt);
      if (schedule[date]) schedule[date].schedules[time] = Number(row.seats);
    }
    return schedule;
  }
}
