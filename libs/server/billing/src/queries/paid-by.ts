/**
 * The orders an account pays (issue 31, ADR 0038): the member's own orders, and those a guardian placed for a linked
 * child. A member's history, result page, receipts and card schedules read orders this way, so a child never reads
 * what a guardian paid with the guardian's card, and a guardian reads the orders they paid. `p` is `payments`.
 */
export const PAID_BY = '(p.payer_id = ?::uuid or (p.payer_id is null and p.user_id = ?::uuid))';

/** The parameters of `PAID_BY` for one account. */
export const paidBy = (accountId: string): [string, string] => [accountId, accountId];
