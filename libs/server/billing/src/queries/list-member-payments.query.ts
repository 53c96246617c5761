import { Query } from '@nestjs/cqrs';
import type { AdminPayment, AdminPaymentCharge } from '@coaching/contracts';

/** An order with its charges, as the back office shows it. */
export type MemberPayment = AdminPayment & { charges: AdminPaymentCharge[] };

/** Published (backoffice's member page): every order the member placed, newest first, with its charges. */
export class ListMemberPaymentsQuery extends Query<MemberPayment[]> {
  constructor(readonly memberId: string) {
    super();
  }
}
