import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { WithdrawalPreview } from '@coaching/contracts';
import { ListWithdrawalRefundsQuery } from '@coaching/server-billing/queries';
import { GetMemberAccountQuery } from '@coaching/server-identity/queries';
import { GetMember360Query } from './get-member-360.query';
import { GetWithdrawalPreviewQuery } from './get-withdrawal-preview.query';

/**
 * Composed from the member 360 (each owner's published queries) and billing's refunds as of now: what the member reads
 * before confirming (ADR 0042). The counts are what the contexts' reactions will act on.
 */
@QueryHandler(GetWithdrawalPreviewQuery)
export class GetWithdrawalPreviewHandler implements IQueryHandler<GetWithdrawalPreviewQuery> {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  async execute({ memberId }: GetWithdrawalPreviewQuery): Promise<WithdrawalPreview | null> {
    const now = new Date();
    const [member, account, refunds] = await Promise.all([
      this.queries.execute(new GetMember360Query(memberId)),
      this.queries.execute(new GetMemberAccountQuery(memberId)),
      this.queries.execute(new ListWithdrawalRefundsQuery(memberId, now)),
    ]);
    if (!member || !account) return null;
    const ahead = (at: string) => new Date(at) > now;
    return {
      refunds,
      lessons_ahead: member.lessons.items.filter((l) => l.status === 'scheduled' && ahead(l.starts_at)).length,
      trials_ahead: member.trials.filter((t) => t.status === 'booked' && ahead(t.starts_at)).length,
      saved_cards: member.cards.items.length,
      discord_username: account.discordId ? (account.discordUsername ?? '') : null,
      guardians: member.guardian_links.filter((l) => l.status !== 'ended').length,
      unpaid_transfers: member.payments.filter((p) => p.status === 'awaiting_transfer').length,
      payment_in_progress: member.payments.some((p) => p.status === 'pending'),
      has_password: account.hasPassword,
    };
  }
}
