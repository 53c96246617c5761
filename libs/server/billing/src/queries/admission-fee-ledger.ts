import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { sql } from '@coaching/server-core';

/**
 * Whether a member has paid the once-per-member admission fee (spec §9), i.e. has a captured plan order
 * with a non-zero admission fee. A Nest token, so the orders' read model can answer it once it exists;
 * by default it is the `admission_fees_paid` table, which the purchase flow fills with
 * `recordAdmissionFeePaid` in the transaction that records the capture.
 */
export abstract class AdmissionFeeLedger {
  abstract hasPaidAdmission(memberId: string): Promise<boolean>;
}

@Injectable()
export class AdmissionFeesPaidTable extends AdmissionFeeLedger {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async hasPaidAdmission(memberId: string): Promise<boolean> {
    const rows = await sql(this.em.fork(), 'select 1 from admission_fees_paid where user_id = ?', [memberId]);
    return rows.length > 0;
  }
}

/**
 * Records that the member paid the admission fee with the order `paymentId`, on the caller's transaction
 * `em`. The first such order stays on record: a repeat (a retried job) changes nothing.
 */
export async function recordAdmissionFeePaid(em: EntityManager, paid: { memberId: string; paymentId: string; paidAt: Date }): Promise<void> {
  await sql(em, 'insert into admission_fees_paid (user_id, paid_at, payment_id) values (?, ?, ?) on conflict (user_id) do nothing', [paid.memberId, paid.paidAt, paid.paymentId]);
}
