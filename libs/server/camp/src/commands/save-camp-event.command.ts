import { Command } from '@nestjs/cqrs';
import type { AdminCampEvent, CampGrade } from '@coaching/contracts';

export interface CampEventFields {
  name: string;
  venue: string;
  starts_at: string;
  ends_at: string;
  capacity: number;
  price: number;
  application_starts_at: string;
  application_ends_at: string;
  grade_from: CampGrade;
  grade_to: CampGrade;
}

/** Back office: a new camp event (`id` null) or an edit of one. */
export class SaveCampEventCommand extends Command<AdminCampEvent> {
  constructor(
    readonly id: number | null,
    readonly fields: CampEventFields,
    readonly operatorId: string,
  ) {
    super();
  }
}
