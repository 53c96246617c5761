import { Query } from '@nestjs/cqrs';
import type { CampApplicationStatus, CampChild } from '@coaching/contracts';

export interface CampParticipant extends CampChild {
  application_id: string;
  parent_name: string;
  parent_kana: string;
  parent_phone: string;
  parent_email: string;
  status: CampApplicationStatus;
}

/** The venue's participant list: every child of a paid application, or of a transfer not yet due. */
export class ListCampParticipantsQuery extends Query<{ campName: string; participants: CampParticipant[] } | null> {
  constructor(readonly campEventId: number) {
    super();
  }
}
