import { isWithdrawnAddress, type AdminRefund } from '@coaching/contracts';

/** Who a refund is for, as lists show it: a withdrawn member has no name or address left (ADR 0042). */
export const refundMemberName = (refund: Pick<AdminRefund, 'member'>): string =>
  refund.member.name ?? (isWithdrawnAddress(refund.member.email) ? '退会済みの会員' : refund.member.email);
