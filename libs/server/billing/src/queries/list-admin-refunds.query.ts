import { Query } from '@nestjs/cqrs';
import type { AdminRefund, RefundStatus } from '@coaching/contracts';

export interface AdminRefundCriteria {
  /** `awaitingDecisionBy`: the approvals queue of this operator (not their own requests); `requestedBy`: their own requests. */
  filter: { status?: RefundStatus; q?: string; awaitingDecisionBy?: string; requestedBy?: string };
  sort: { field: 'requested_at' | 'amount' | 'status'; order: 'ASC' | 'DESC' };
  range: { start: number; end: number };
}

/** Cancellations with a refund (解約・返金), for operators: the approval queue and what was done. */
export class ListAdminRefundsQuery extends Query<{ rows: AdminRefund[]; total: number }> {
  constructor(readonly criteria: AdminRefundCriteria) {
    super();
  }
}
