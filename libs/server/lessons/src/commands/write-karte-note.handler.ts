import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { domainError, sql } from '@coaching/server-core';
import { LessonErrors } from '../domain/lessons-errors';
import { assertLessonInScope } from './lesson-in-scope';
import { WriteKarteNoteCommand } from './write-karte-note.command';

@CommandHandler(WriteKarteNoteCommand)
export class WriteKarteNoteHandler implements ICommandHandler<WriteKarteNoteCommand> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ lessonId, note, operator }: WriteKarteNoteCommand): Promise<void> {
    const em = this.em.fork();
    await assertLessonInScope(em, operator, lessonId);
    const [lesson] = await sql<{ member_id: string | null; coach_id: string; status: string }>(em, 'select member_id, coach_id, status from lessons where id = ?', [lessonId]);
    if (lesson.status !== 'attended' || !lesson.member_id) throw domainError(LessonErrors.KARTE_NOT_ATTENDED);
    await sql(
      em,
      `insert into lesson_notes (lesson_id, member_id, coach_id, worked_on, homework, ratings, written_at, updated_at) values (?, ?, ?, ?, ?, ?::jsonb, now(), now())
       on conflict (lesson_id) do update set worked_on = excluded.worked_on, homework = excluded.homework, ratings = excluded.ratings, updated_at = now()`,
      [lessonId, lesson.member_id, lesson.coach_id, note.worked_on, note.homework, JSON.stringify(note.ratings)],
    );
  }
}
