import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG, type AppConfig, domainError, enqueueInOutbox, EventStore, sql } from '@coaching/server-core';
import { IdentityErrors } from '../domain/identity-errors';
import { accountByEmail, ALL_SCOPES, invitationMail, linkAccount, runLinkCommand } from './guardian-links';
import { RequestGuardianLinkCommand } from './request-guardian-link.command';

@CommandHandler(RequestGuardianLinkCommand)
export class RequestGuardianLinkHandler implements ICommandHandler<RequestGuardianLinkCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ requester, inviteeEmail }: RequestGuardianLinkCommand): Promise<{ linkId: string }> {
    const email = inviteeEmail.trim();
    const asker = await linkAccount(this.em, requester.id);
    if (asker.email.toLowerCase() === email.toLowerCase()) throw domainError(IdentityErrors.LINK_INVITE_SELF);
    // A student invites a guardian's account, a guardian a student's: an address of the same kind cannot be the other side.
    const invitee = await accountByEmail(this.em, email);
    if (invitee && invitee.kind === requester.party) throw domainError(IdentityErrors.LINK_WRONG_KIND);
    const mine = requester.party === 'member' ? 'member_id' : 'guardian_id';
    const theirs = requester.party === 'member' ? 'guardian_id' : 'member_id';
    const [live] = await sql<{ id: string }>(
      this.em.fork(),
      `select id from guardian_links where ${mine} = ? and status <> 'ended'
          and (lower(invitee_email) = lower(?) or ${theirs} = ?) limit 1`,
      [requester.id, email, invitee?.id ?? null],
    );
    if (live) throw domainError(IdentityErrors.LINK_ALREADY_REQUESTED);
    const linkId = randomUUID();
    await runLinkCommand(
      this.em,
      this.store,
      linkId,
      { type: 'RequestLink', data: { linkId, requestedBy: requester.party, requesterId: requester.id, inviteeEmail: email, scopes: ALL_SCOPES, requestedAt: new Date().toISOString() } },
      { type: 'member', id: requester.id },
      (tx) => enqueueInOutbox(tx, invitationMail(this.config, { requestedBy: requester.party, inviteeEmail: email }, asker)),
    );
    return { linkId };
  }
}
