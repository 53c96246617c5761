import { EntityManager } from '@mikro-orm/postgresql';
import { WITHDRAWN_ADDRESS_DOMAIN } from '@coaching/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { decideInTransaction, domainError, endMemberSessions, enqueueInOutbox, EventStore, type EventMetadata, mailMessage, sql, sqlTransaction, verifyPassword } from '@coaching/server-core';
import { guardianLinkDecider, guardianLinkStream, type LinkActor } from '../domain/guardian-link.decider';
import { IdentityErrors } from '../domain/identity-errors';
import { memberAccountDecider, memberAccountStream, type MemberWithdrewData } from '../domain/member-account.decider';
import { CountPaymentsInProgressQuery } from '../queries/count-payments-in-progress.query';
import { writeLinkRow } from './guardian-links';
import { WithdrawMemberCommand, type WithdrawalMailRefund } from './withdraw-member.command';

interface Account {
  id: string;
  email: string;
  last_name: string | null;
  first_name: string | null;
  password_hash: string | null;
  withdrawn_at: Date | null;
}

/** The address a withdrawn account keeps: unique, undeliverable (RFC 2606 `.invalid`), and naming no one. */
export const withdrawnAddress = (memberId: string) => `withdrawn-${memberId}@${WITHDRAWN_ADDRESS_DOMAIN}`;

/**
 * Withdrawal (退会, ADR 0042), in one transaction under the member's row lock (`for update`):
 * 1. a card order placed and not yet charged makes the member wait (billing answers, on this transaction; a purchase
 *    holds the row `for share` while its order commits, so one of the two waits for the other);
 * 2. `MemberWithdrew` on the account's stream (a second one decides nothing: retries and double presses are safe);
 * 3. the account's personal data erased: name, address (anonymised, so the address may register anew), password,
 *    Discord, photo, trial intent, reset tokens; every session ended; guardian links ended (ADR 0037: a child's
 *    withdrawal needs no guardian), and the invitations pending by it or to its address with them;
 * 4. the confirmation mail, addressed now to the address the account had (nothing is sent to the member afterwards:
 *    `IdentityMailRecipients` answers no address for a withdrawn account).
 * The other contexts react to `MemberWithdrew` in the worker: billing (refunds asked, plans ended, unpaid transfers
 * called off, cards deleted at the provider, personal information erased) and trials (trials ahead cancelled).
 */
@CommandHandler(WithdrawMemberCommand)
export class WithdrawMemberHandler implements ICommandHandler<WithdrawMemberCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ memberId, by, refunds }: WithdrawMemberCommand): Promise<{ withdrawn: boolean }> {
    const [before] = await sql<Account>(this.em.fork(), 'select id, email, last_name, first_name, password_hash, withdrawn_at from users where id = ?', [memberId]);
    if (!before) throw domainError(IdentityErrors.MEMBER_NOT_FOUND);
    if (before.withdrawn_at) return { withdrawn: false };
    // The password is checked before the row is locked (hashing is slow); an account without one (Discord only) is
    // confirmed by its signed-in session alone.
    if (by.type === 'member' && before.password_hash) {
      if (!by.password) throw domainError(IdentityErrors.WITHDRAWAL_PASSWORD_REQUIRED);
      if (!(await verifyPassword(before.password_hash, by.password))) throw domainError(IdentityErrors.WITHDRAWAL_PASSWORD_WRONG);
    }
    const withdrawnAt = new Date();
    const data: MemberWithdrewData = {
      memberId,
      by: by.type === 'member' ? { type: 'member' } : { type: 'operator', id: by.id, name: by.name, channel: by.channel, reason: by.reason },
      withdrawnAt: withdrawnAt.toISOString(),
    };
    const metadata: EventMetadata = by.type === 'member' ? { actor: { type: 'member', id: memberId } } : { actor: { type: 'operator', id: by.id }, operatorName: by.name };
    return sqlTransaction(this.em, async (tx) => {
      const [account] = await sql<Account>(tx, 'select id, email, last_name, first_name, password_hash, withdrawn_at from users where id = ? for update', [memberId]);
      if (account.withdrawn_at) return { withdrawn: false };
      if ((await this.queries.execute(new CountPaymentsInProgressQuery(memberId, tx))) > 0) throw domainError(IdentityErrors.WITHDRAWAL_PAYMENT_IN_PROGRESS);
      const { decided } = await decideInTransaction(tx, this.store, memberAccountStream(memberId), memberAccountDecider, { type: 'Withdraw', data }, metadata);
      if (decided.length === 0) return { withdrawn: false };
      await this.endGuardianLinks(tx, memberId, by.type === 'operator' ? { party: 'operator', id: by.id, name: by.name } : null, withdrawnAt, metadata);
      await eraseAccount(tx, memberId, withdrawnAt);
      await enqueueInOutbox(tx, withdrawalMail(account, withdrawnAt, refunds));
      return { withdrawn: true };
    });
  }

  /**
   * Every live link of the account ends, as a child's or a guardian's: the other side is not asked (ADR 0037). So do
   * the invitations still pending that were sent by it or to its address: the address may register again as a new
   * account (or a stranger's), which must not find an invitation naming the gone one. The account answers for the
   * invited side, as an invitee who declines. Runs before the address is erased, while it still matches.
   */
  private async endGuardianLinks(tx: EntityManager, memberId: string, operator: LinkActor | null, at: Date, metadata: EventMetadata): Promise<void> {
    const links = await sql<{ id: string; member_id: string | null; guardian_id: string | null; requested_by: 'member' | 'guardian'; email: string }>(
      tx,
      `select l.id, l.member_id, l.guardian_id, l.requested_by, u.email from guardian_links l join users u on u.id = ?
        where l.status <> 'ended' and (l.member_id = ? or l.guardian_id = ? or (l.status = 'pending' and lower(l.invitee_email) = lower(u.email)))`,
      [memberId, memberId, memberId],
    );
    for (const link of links) {
      const party = link.member_id === memberId ? 'member' : link.guardian_id === memberId ? 'guardian' : link.requested_by === 'member' ? 'guardian' : 'member';
      const by: LinkActor = operator ?? { party, id: memberId, email: link.email };
      const { decided } = await decideInTransaction(tx, this.store, guardianLinkStream(link.id), guardianLinkDecider, { type: 'EndLink', data: { by, at: at.toISOString() } }, metadata);
      await writeLinkRow(tx, decided);
    }
  }
}

/**
 * Erases what identity keeps about a person (docs/personal-data.md): the row stays for the ids other records name.
 * `password_changed_at` moves too, so a session saved again by a request in flight is refused by the member guard.
 */
export async function eraseAccount(tx: EntityManager, memberId: string, at: Date): Promise<void> {
  await sql(
    tx,
    `update users set email = ?, password_hash = null, last_name = null, first_name = null, email_verified_at = null,
            discord_id = null, discord_user_id = null, discord_username = null, is_discord_login = false, profile_photo_path = null,
            trial_reserve_url = null, status = 'withdrawn', password_changed_at = ?, withdrawn_at = ?, updated_at = ?
      where id = ?`,
    [withdrawnAddress(memberId), at, at, at, memberId],
  );
  await sql(tx, 'delete from profile_photos where user_id = ?', [memberId]);
  await sql(tx, 'delete from password_reset_tokens where user_id = ?', [memberId]);
  await sql(tx, 'delete from trial_intents where member_id = ?', [memberId]);
  await endMemberSessions(tx, memberId);
}

function withdrawalMail(account: Account, withdrawnAt: Date, refunds: readonly WithdrawalMailRefund[]) {
  const name = [account.last_name, account.first_name].filter(Boolean).join(' ');
  return mailMessage({
    template: 'member-withdrawn',
    to: account.email,
    locals: {
      salutation: name ? `${name} 様` : 'お客様',
      withdrawnAt: withdrawnAt.toISOString(),
      refunds: refunds.map((r) => ({ ...r, byCard: r.method === 'card' })),
      hasRefunds: refunds.some((r) => r.refund > 0),
      // The school keeps no bank account and the contact data is gone after this mail: a transfer refund's account
      // comes back as a reply to it, naming the order (ADR 0042); support pays it and keeps nothing in the records.
      hasBankRefunds: refunds.some((r) => r.method === 'bank' && r.refund > 0),
    },
  });
}
