import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { changedFields, domainError, EventStore, sql, sqlTransaction } from '@coaching/server-core';
import { byOperator, coachStream } from '../domain/lesson-record-streams';
import { LessonErrors } from '../domain/lessons-errors';
import { coachScopeOf } from './acting-operator';
import { UpdateCoachCommand } from './update-coach.command';

/** '24:00' (the end of the day) is kept as the last second of the day, since `time` stops at 23:59:59. */
const toTime = (hhmm: string) => (hhmm === '24:00' ? '23:59:59' : hhmm);

/** A coach as the form edits them: name, profile, active flag and weekly hours (in one order). */
async function coachAsSaved(tx: EntityManager, coachId: string) {
  const [row] = await sql<{ name: string; profile: string | null; is_active: boolean }>(tx, 'select name, profile, is_active from coaches where id = ?', [coachId]);
  const weekly_hours = await sql(tx, "select weekday, to_char(starts, 'HH24:MI') as start, to_char(ends, 'HH24:MI:SS') as end from coach_weekly_hours where coach_id = ? order by weekday, starts, ends", [coachId]);
  return { ...row, weekly_hours };
}

@CommandHandler(UpdateCoachCommand)
export class UpdateCoachHandler implements ICommandHandler<UpdateCoachCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ coachId, changes, operator }: UpdateCoachCommand): Promise<void> {
    await sqlTransaction(this.em, async (tx) => {
      const ownCoach = await coachScopeOf(tx, operator);
      if (ownCoach && ownCoach !== coachId) throw domainError(LessonErrors.COACH_NOT_FOUND);
      const [coach] = await sql(tx, 'select 1 from coaches where id = ? for update', [coachId]);
      if (!coach) throw domainError(LessonErrors.COACH_NOT_FOUND);
      const before = await coachAsSaved(tx, coachId);
      // A coach may not rename or deactivate themselves.
      const name = ownCoach ? undefined : changes.name;
      const isActive = ownCoach ? undefined : changes.is_active;
      await sql(tx, 'update coaches set name = coalesce(?, name), profile = coalesce(?, profile), is_active = coalesce(?, is_active) where id = ?', [
        name ?? null,
        changes.profile ?? null,
        isActive ?? null,
        coachId,
      ]);
      if (changes.weekly_hours) {
        await sql(tx, 'delete from coach_weekly_hours where coach_id = ?', [coachId]);
        for (const h of changes.weekly_hours) {
          await sql(tx, 'insert into coach_weekly_hours (coach_id, weekday, starts, ends) values (?, ?, ?, ?) on conflict do nothing', [coachId, h.weekday, toTime(h.start), toTime(h.end)]);
        }
      }
      // Who changed what of the coach (weekly hours, profile…), on the coach's stream.
      const after = await coachAsSaved(tx, coachId);
      const changed = changedFields(before, after, ['name', 'profile', 'is_active', 'weekly_hours']);
      if (changed.length) await this.store.record(tx, coachStream(coachId), [{ type: 'CoachChanged', data: { coachId, name: after.name, changed } }], byOperator(operator.id));
    });
  }
}
