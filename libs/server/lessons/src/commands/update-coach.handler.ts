import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { domainError, sql, sqlTransaction } from '@coaching/server-core';
import { LessonErrors } from '../domain/lessons-errors';
import { coachScopeOf } from './acting-operator';
import { UpdateCoachCommand } from './update-coach.command';

/** '24:00' (the end of the day) is kept as the last second of the day, since `time` stops at 23:59:59. */
const toTime = (hhmm: string) => (hhmm === '24:00' ? '23:59:59' : hhmm);

@CommandHandler(UpdateCoachCommand)
export class UpdateCoachHandler implements ICommandHandler<UpdateCoachCommand> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ coachId, changes, operator }: UpdateCoachCommand): Promise<void> {
    await sqlTransaction(this.em, async (tx) => {
      const ownCoach = await coachScopeOf(tx, operator);
      if (ownCoach && ownCoach !== coachId) throw domainError(LessonErrors.COACH_NOT_FOUND);
      const [coach] = await sql(tx, 'select 1 from coaches where id = ? for update', [coachId]);
      if (!coach) throw domainError(LessonErrors.COACH_NOT_FOUND);
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
    });
  }
}
