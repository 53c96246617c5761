import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { domainError, EventStore, sql, sqlTransaction } from '@coaching/server-core';
import { byOperator, karteStream } from '../domain/lesson-record-streams';
import { LessonErrors } from '../domain/lessons-errors';
import { assertLessonInScope } from './lesson-in-scope';
import { WriteKarteNoteCommand } from './write-karte-note.command';

/** Writes (or rewrites) the lesson's note and records who wrote it on the karte's stream, in one transaction. */
@CommandHandler(WriteKarteNoteCommand)
export class WriteKarteNoteHandler implements ICommandHandler<WriteKarteNoteCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ lessonId, note, operator }: WriteKarteNoteCommand): Promise<void> {
    await assertLessonInScope(this.em.fork(), operator, lessonId);
    await sqlTransaction(this.em, async (tx) => {
      const [lesson] = await sql<{ member_id: string | null; coach_id: string; status: string }>(tx, 'select member_id, coach_id, status from lessons where id = ?', [lessonId]);
      if (lesson.status !== 'attended' || !lesson.member_id) throw domainError(LessonErrors.KARTE_NOT_ATTENDED);
      const [written] = await sql<{ first: boolean }>(
        tx,
        `insert into lesson_notes (lesson_id, member_id, coach_id, worked_on, homework, ratings, shared_with_guardian, written_at, updated_at) values (?, ?, ?, ?, ?, ?::jsonb, ?, now(), now())
         on conflict (lesson_id) do update set worked_on = excluded.worked_on, homework = excluded.homework, ratings = excluded.ratings, shared_with_guardian = excluded.shared_with_guardian, updated_at = now()
         returning (xmax = 0) as first`,
        [lessonId, lesson.member_id, lesson.coach_id, note.worked_on, note.homework, JSON.stringify(note.ratings), note.shared_with_guardian ?? false],
      );
      // Whether the guardians read it is on the record too (ADR 0038).
      const data = { lessonId, memberId: lesson.member_id, coachId: lesson.coach_id, first: written.first, sharedWithGuardian: note.shared_with_guardian ?? false };
      await this.store.record(tx, karteStream(lessonId), [{ type: 'KarteNoteWritten', data }], byOperator(operator.id));
    });
  }
}
