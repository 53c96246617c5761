import { Query } from '@nestjs/cqrs';
import type { AdminPayment, AdminPaymentFilter, AdminPaymentSortField } from '@coaching/contracts';

export interface AdminPaymentCriteria {
  filter: AdminPaymentFilter;
  sort: { field: AdminPaymentSortField; order: 'ASC' | 'DESC' };
  range: { start: number; end: number };
}

/** Purchases and payments for operators, filtered and sorted in ra-data-simple-rest terms. */
export class ListAdminPaymentsQuery extends Query<{ rows: AdminPayment[]; total: number }> {
  constructor(readonly criteria: AdminPaymentCriteria) {
    super();
  }
}
