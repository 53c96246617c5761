import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MAX_GUARDIANS_PER_STUDENT } from '@coaching/contracts';
import { domainError, EventStore, sql } from '@coaching/server-core';
import { IdentityErrors } from '../domain/identity-errors';
import { AcceptGuardianLinkCommand } from './accept-guardian-link.command';
import { linkAccount, runLinkCommand } from './guardian-links';

@CommandHandler(AcceptGuardianLinkCommand)
export class AcceptGuardianLinkHandler implements ICommandHandler<AcceptGuardianLinkCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ linkId, by, minor }: AcceptGuardianLinkCommand): Promise<void> {
    const account = await linkAccount(this.em, by.id);
    const [link] = await sql<{ member_id: string | null }>(this.em.fork(), 'select member_id from guardian_links where id = ?', [linkId]);
    if (!link) throw domainError(IdentityErrors.LINK_NOT_FOUND);
    const studentId = by.party === 'member' ? by.id : link.member_id;
    const [{ live }] = await sql<{ live: number }>(this.em.fork(), "select count(*)::int as live from guardian_links where member_id = ? and status = 'active'", [studentId]);
    try {
      await runLinkCommand(
        this.em,
        this.store,
        linkId,
        { type: 'AcceptLink', data: { by: { party: by.party, id: by.id, email: account.email }, at: new Date().toISOString(), minor, liveGuardians: live } },
        { type: 'member', id: by.id },
        // Two invitations of one student accepted at once each counted the live links before the other: counted again
        // under a lock per student, after this acceptance's row is written, the later one sees the earlier and is refused.
        async (tx, events) => {
          const accepted = events.find((e) => e.type === 'GuardianLinkAccepted');
          if (!accepted) return;
          await sql(tx, 'select pg_advisory_xact_lock(hashtext(?))', [`guardian-links-of-${accepted.data.memberId}`]);
          const [{ now }] = await sql<{ now: number }>(tx, "select count(*)::int as now from guardian_links where member_id = ? and status = 'active'", [accepted.data.memberId]);
          if (now > MAX_GUARDIANS_PER_STUDENT) throw domainError(IdentityErrors.TOO_MANY_GUARDIANS);
        },
      );
    } catch (error) {
      // Two invitations between the same two accounts: the second acceptance would make a second live link.
      if (error instanceof UniqueConstraintViolationException) throw domainError(IdentityErrors.LINK_ALREADY_REQUESTED);
      throw error;
    }
  }
}
