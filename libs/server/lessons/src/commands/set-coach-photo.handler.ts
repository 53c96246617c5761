import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { domainError, EventStore, sql, sqlTransaction } from '@coaching/server-core';
import { byOperator, coachStream } from '../domain/lesson-record-streams';
import { LessonErrors } from '../domain/lessons-errors';
import { coachScopeOf } from './acting-operator';
import { SetCoachPhotoCommand } from './set-coach-photo.command';

/** Saves the coach's photo and records who changed it on the coach's stream (`CoachChanged`, the audit log's line). */
@CommandHandler(SetCoachPhotoCommand)
export class SetCoachPhotoHandler implements ICommandHandler<SetCoachPhotoCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ coachId, webp, operator }: SetCoachPhotoCommand): Promise<void> {
    await sqlTransaction(this.em, async (tx) => {
      const ownCoach = await coachScopeOf(tx, operator);
      if (ownCoach && ownCoach !== coachId) throw domainError(LessonErrors.COACH_NOT_FOUND);
      const [coach] = await sql<{ name: string }>(tx, 'select name from coaches where id = ? for update', [coachId]);
      if (!coach) throw domainError(LessonErrors.COACH_NOT_FOUND);
      await sql(tx, 'insert into coach_photos (coach_id, webp) values (?, ?) on conflict (coach_id) do update set webp = excluded.webp, updated_at = now()', [coachId, webp]);
      await this.store.record(tx, coachStream(coachId), [{ type: 'CoachChanged', data: { coachId, name: coach.name, changed: ['photo'] } }], byOperator(operator.id));
    });
  }
}
