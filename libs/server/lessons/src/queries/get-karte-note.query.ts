import { Query } from '@nestjs/cqrs';

/** A lesson's karte note as the back office edits it (the columns as stored). */
export interface KarteNoteRow {
  worked_on: string;
  homework: string;
  ratings: unknown;
  /** 保護者と共有 (ADR 0038). */
  shared_with_guardian: boolean;
  written_at: Date;
  updated_at: Date;
}

/** The karte note of a lesson, or null when none is written. Whether the asker may see the lesson is the caller's. */
export class GetKarteNoteQuery extends Query<KarteNoteRow | null> {
  constructor(readonly lessonId: string) {
    super();
  }
}
