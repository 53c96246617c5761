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

  async execute({ requester, inviteeEmail }: RequestGuardianLinkCommand): Promise<{ linkId: string; renewed: boolean }> {
    const email = inviteeEmail.trim();
    const asker = await linkAccount(this.em, requester.id);
    if (asker.email.toLowerCase() === email.toLowerCase()) throw domainError(IdentityErrors.LINK_INVITE_SELF);
    // A student invites a guardian's account, a guardian a student's: an address of the same kind cannot be the other side.
    const invitee = await accountByEmail(this.em, email);
    if (invitee && invitee.kind === requester.party) throw domainError(IdentityErrors.LINK_WRONG_KIND);
    const mine = requester.party === 'member' ? 'member_id' : 'guardian_id';
    const theirs = requester.party === 'member' ? 'guardian_id' : 'member_id';
    const [live] = await sql<{ id: string; status: string; requested_by: 'member' | 'guardian'; invitee_email: string }>(
      this.em.fork(),
      `select id, status, requested_by, invitee_email from guardian_links where ${mine} = ? and status <> 'ended'
          and (lower(invitee_email) = lower(?) or ${theirs} = ?) limit 1`,
      [requester.id, email, invitee?.id ?? null],
    );
    const at = new Date().toISOString();
    if (live) {
      // The inviter sends their own invitation again: once it has expired, the same link is renewed (the decider
      // refuses it while the invitation still stands, or when the other side asked it).
      if (live.status !== 'pending' || live.requested_by !== requester.party) throw domainError(IdentityErrors.LINK_ALREADY_REQUESTED);
      await runLinkCommand(
        this.em,
        this.store,
        live.id,
        { type: 'ResendInvitation', data: { by: { party: requester.party, id: requester.id, name: asker.name ?? asker.email }, at } },
        { type: 'member', id: requester.id },
        (tx) => enqueueInOutbox(tx, invitationMail(this.config, { requestedBy: live.requested_by, inviteeEmail: live.invitee_email, invitedAt: at }, asker)),
      );
      return { linkId: live.id, renewed: true };
    }
    const linkId = randomUUID();
    await runLinkCommand(
      this.em,
      this.store,
      linkId,
      { type: 'RequestLink', data: { linkId, requestedBy: requester.party, requesterId: requester.id, inviteeEmail: email, scopes: ALL_SCOPES, requestedAt: at } },
      { type: 'member', id: requester.id },
      (tx) => enqueueInOutbox(tx, invitationMail(this.config, { requestedBy: requester.party, inviteeEmail: email, invitedAt: at }, asker)),
    );
    return { linkId, renewed: false };
  }
}
