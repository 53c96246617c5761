import { Query } from '@nestjs/cqrs';

export interface GuardianLinkFacts {
  id: string;
  status: 'pending' | 'active' | 'ended';
  requestedBy: 'member' | 'guardian';
  memberId: string | null;
  guardianId: string | null;
  inviteeEmail: string;
}

/** Published: one link's current state (the composition module reads the student's id before an acceptance); null if none. */
export class GetGuardianLinkQuery extends Query<GuardianLinkFacts | null> {
  constructor(readonly linkId: string) {
    super();
  }
}
