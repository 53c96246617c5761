import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig, domainError, enqueueInOutbox, EventStore, sql } from '@coaching/server-core';
import { IdentityErrors } from '../domain/identity-errors';
import { invitationMail, linkAccount, runLinkCommand } from './guardian-links';
import { ResendGuardianInvitationCommand } from './resend-guardian-invitation.command';

@CommandHandler(ResendGuardianInvitationCommand)
export class ResendGuardianInvitationHandler implements ICommandHandler<ResendGuardianInvitationCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ linkId, operator }: ResendGuardianInvitationCommand): Promise<void> {
    const [link] = await sql<{ requested_by: 'member' | 'guardian'; invitee_email: string; member_id: string | null; guardian_id: string | null }>(
      this.em.fork(),
      'select requested_by, invitee_email, member_id, guardian_id from guardian_links where id = ?',
      [linkId],
    );
    if (!link) throw domainError(IdentityErrors.LINK_NOT_FOUND);
    const requester = await linkAccount(this.em, (link.requested_by === 'member' ? link.member_id : link.guardian_id)!);
    const at = new Date().toISOString();
    // Renews the invitation, expired or not: the mail says the new date.
    await runLinkCommand(
      this.em,
      this.store,
      linkId,
      { type: 'ResendInvitation', data: { by: operator, at } },
      { type: 'operator', id: operator.id },
      (tx) => enqueueInOutbox(tx, invitationMail(this.config, { requestedBy: link.requested_by, inviteeEmail: link.invitee_email, invitedAt: at }, requester)),
    );
  }
}
