import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { sql } from '@coaching/server-core';
import { GetKarteNoteQuery, type KarteNoteRow } from './get-karte-note.query';

@QueryHandler(GetKarteNoteQuery)
export class GetKarteNoteHandler implements IQueryHandler<GetKarteNoteQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ lessonId }: GetKarteNoteQuery): Promise<KarteNoteRow | null> {
    const [note] = await sql<KarteNoteRow>(this.em.fork(), 'select worked_on, homework, ratings, shared_with_guardian, written_at, updated_at from lesson_notes where lesson_id = ?', [lessonId]);
    return note ?? null;
  }
}
