import { Query } from '@nestjs/cqrs';
import type { MonthSpan } from '@coaching/server-core';

/** One coach's lessons in a span: given (the member came) and missed (the member did not come). */
export interface CoachLessonStats {
  coachId: string;
  coachName: string;
  given: number;
  missed: number;
}

/** Published (backoffice): per coach, lessons given and missed that started in the span's Tokyo months; by name. */
export class GetCoachLessonStatsQuery extends Query<CoachLessonStats[]> {
  constructor(readonly span: MonthSpan) {
    super();
  }
}
