import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type InlineProjection, type StoredEvent } from '@coaching/server-core';
import type { OrderEvent } from '../domain/order.decider';

/**
 * Inline: `order_refunds`, the cancellations with a refund as the back office lists them (the latest request of
 * each order, where it stands, who asked and who decided). Registered after `payments`, whose row it needs.
 */
export class OrderRefundsProjection implements InlineProjection {
  readonly name = 'order-refunds';
  readonly eventTypes = ['RefundRequested', 'RefundApproved', 'RefundRejected', 'RefundWithdrawn', 'OrderRefunded', 'BankRefundPaid'] as const;

  async apply(em: EntityManager, stored: StoredEvent): Promise<void> {
    const paymentId = stored.streamId.replace(/^payment-/, '');
    const event = { type: stored.type, data: stored.data } as OrderEvent;
    switch (event.type) {
      case 'RefundRequested': {
        const d = event.data;
        const [payment] = await sql<{ user_id: string }>(em, 'select user_id from payments where id = ?', [paymentId]);
        await sql(
          em,
          `insert into order_refunds (payment_id, member_id, status, kind, lines, paid, calculated, amount, adjustment_reason, reason, needs_approval, method, requested_by_id, requested_by_name, requested_at)
           values (?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
           on conflict (payment_id) do update set status = excluded.status, kind = excluded.kind, lines = excluded.lines, paid = excluded.paid, calculated = excluded.calculated,
             amount = excluded.amount, adjustment_reason = excluded.adjustment_reason, reason = excluded.reason, needs_approval = excluded.needs_approval, method = excluded.method,
             requested_by_id = excluded.requested_by_id, requested_by_name = excluded.requested_by_name, requested_at = excluded.requested_at,
             decided_by_id = null, decided_by_name = null, decided_at = null, rejection_reason = null, trades = '[]', refunded_at = null, bank_paid_at = null, bank_paid_by_name = null,
             withdrawn_by_id = null, withdrawn_by_name = null, withdrawn_at = null, withdrawal_reason = null`,
          [paymentId, payment.user_id, d.needsApproval ? 'awaiting_approval' : 'approved', d.kind, JSON.stringify(d.lines), d.paid, d.calculated, d.amount, d.adjustmentReason, d.reason, d.needsApproval, d.method, d.requestedBy.id, d.requestedBy.name, d.requestedAt],
        );
        return;
      }
      case 'RefundApproved':
      case 'RefundRejected':
        await sql(em, 'update order_refunds set status = ?, decided_by_id = ?, decided_by_name = ?, decided_at = ?, rejection_reason = ? where payment_id = ?', [
          event.type === 'RefundApproved' ? 'approved' : 'rejected',
          event.data.by.id,
          event.data.by.name,
          event.data.at,
          event.data.reason ?? null,
          paymentId,
        ]);
        return;
      case 'RefundWithdrawn':
        await sql(em, "update order_refunds set status = 'withdrawn', withdrawn_by_id = ?, withdrawn_by_name = ?, withdrawn_at = ?, withdrawal_reason = ? where payment_id = ?", [
          event.data.by.id,
          event.data.by.name,
          event.data.at,
          event.data.reason || null,
          paymentId,
        ]);
        return;
      case 'OrderRefunded':
        await sql(em, 'update order_refunds set status = ?, trades = ?::jsonb, refunded_at = ? where payment_id = ?', [
          event.data.method === 'bank' ? 'awaiting_bank_transfer' : 'refunded',
          JSON.stringify(event.data.trades),
          event.data.refundedAt,
          paymentId,
        ]);
        return;
      case 'BankRefundPaid':
        await sql(em, "update order_refunds set status = 'bank_paid', bank_paid_at = ?, bank_paid_by_name = ? where payment_id = ?", [event.data.paidAt, event.data.by.name, paymentId]);
        return;
    }
  }

  async reset(em: EntityManager): Promise<void> {
    await sql(em, 'delete from order_refunds');
  }
}
