import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { sql } from '@coaching/server-core';
import { GetGuardianLinkQuery, type GuardianLinkFacts } from './get-guardian-link.query';

@QueryHandler(GetGuardianLinkQuery)
export class GetGuardianLinkHandler implements IQueryHandler<GetGuardianLinkQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ linkId }: GetGuardianLinkQuery): Promise<GuardianLinkFacts | null> {
    const [row] = await sql<{ id: string; status: GuardianLinkFacts['status']; requested_by: GuardianLinkFacts['requestedBy']; member_id: string | null; guardian_id: string | null; invitee_email: string }>(
      this.em.fork(),
      'select id, status, requested_by, member_id, guardian_id, invitee_email from guardian_links where id = ?',
      [linkId],
    );
    return row ? { id: row.id, status: row.status, requestedBy: row.requested_by, memberId: row.member_id, guardianId: row.guardian_id, inviteeEmail: row.invitee_email } : null;
  }
}
