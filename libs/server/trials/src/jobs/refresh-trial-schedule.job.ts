import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { HandlesJob, type JobHandler, QueueName, RepeatableJobs, sql } from '@coaching/server-core';
import { refreshHorizon } from '../commands/trial-hours-writes';
import { TrialSlots } from '../queries/trial-slots';

export const REFRESH_TRIAL_SCHEDULE_JOB = 'refresh-trial-schedule';
/** Lessons scheduled or cancelled, coaches made inactive, and the horizon's new last day reach the schedule this often. */
export const REFRESH_TRIAL_SCHEDULE_EVERY_MS = 5 * 60 * 1000;

/**
 * Repeatable (the worker): writes every trial game's schedule read model again over the booking horizon. Seat
 * changes are written at once by a reactor; this catches what the trials context hears of no event for: the
 * coaches' lessons (read through the lessons context's published query) and the days passing.
 */
@Injectable()
@HandlesJob(QueueName.TrialSlots, REFRESH_TRIAL_SCHEDULE_JOB)
export class RefreshTrialScheduleJob implements JobHandler<Record<string, never>>, OnApplicationBootstrap {
  private readonly logger = new Logger('RefreshTrialSchedule');

  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(TrialSlots) private readonly slots: TrialSlots,
    @Inject(RepeatableJobs) private readonly repeatable: RepeatableJobs,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.repeatable.every(QueueName.TrialSlots, REFRESH_TRIAL_SCHEDULE_JOB, REFRESH_TRIAL_SCHEDULE_EVERY_MS);
    // Once at start too: hours written while no worker ran (the demo seed, a restore) are offered at once.
    void this.handle().catch((error: unknown) => this.logger.error(`trial schedule refresh failed: ${String(error)}`));
  }

  async handle(): Promise<void> {
    const games = await sql<{ game_id: number }>(this.em.fork(), 'select distinct game_id from trial_hours');
    for (const { game_id } of games) await refreshHorizon(this.em, this.slots, game_id);
  }
}
