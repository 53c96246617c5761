import { Query } from '@nestjs/cqrs';

/** Published: the students linked to a guardian now (accepted, not ended), oldest link first (issue 31). */
export class ListLinkedChildrenQuery extends Query<Array<{ linkId: string; memberId: string }>> {
  constructor(readonly guardianId: string) {
    super();
  }
}
