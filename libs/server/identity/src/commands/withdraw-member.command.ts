import { Command } from '@nestjs/cqrs';
import type { WithdrawalChannel } from '../domain/member-account.decider';

/** A running plan's refund as the confirmation mail lists it (billing's calculation, passed by whoever asks). */
export interface WithdrawalMailRefund {
  /** The order's number (the payment's id): a bank-transfer refund's reply names it (ADR 0042). */
  paymentId: string;
  title: string;
  lines: { label: string; amount: number; note?: boolean }[];
  refund: number;
  method: 'card' | 'bank';
}

/**
 * A member leaves the school (退会, ADR 0042): the member with their password again, or support for a member who asked
 * by mail or phone. Records `MemberWithdrew` (the other contexts react to it), erases the account's personal data,
 * ends its sessions and guardian links, and mails the confirmation to the address the account had. A second one
 * changes nothing and answers `withdrawn: false`.
 */
export class WithdrawMemberCommand extends Command<{ withdrawn: boolean }> {
  constructor(
    readonly memberId: string,
    readonly by: { type: 'member'; password: string | null } | { type: 'operator'; id: string; name: string; channel: WithdrawalChannel; reason: string },
    readonly refunds: readonly WithdrawalMailRefund[] = [],
  ) {
    super();
  }
}
