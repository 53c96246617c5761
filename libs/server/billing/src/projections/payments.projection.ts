import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type InlineProjection, type StoredEvent } from '@coaching/server-core';
import { PAYMENT_CHANGED_CHANNEL } from './payment-channel';
import { providerOrderId, type ChargeCapturedData, type ChargeFailedData, type OrderEvent, type PaymentRequestedData, type TransferReceivedData } from '../domain/order.decider';

/**
 * Inline: the payments read model (history, result page, back office), the items a settled item order
 * gives (`user_items`) and the admission fee marked as paid. Runs in the append's transaction, so the
 * member sees the result as soon as it is recorded. Plans are not granted here: a reactor starts the
 * subscription (reactors/start-subscription-when-order-settled.reactor.ts).
 */
const notifyChanged = (em: EntityManager, paymentId: string) => sql(em, 'select pg_notify(?, ?)', [PAYMENT_CHANGED_CHANNEL, paymentId]);

export class PaymentsProjection implements InlineProjection {
  readonly name = 'payments';
  readonly eventTypes = ['PaymentRequested', 'ChargeCaptured', 'ChargeFailed', 'OrderFellIntoArrears', 'TransferReceived', 'OrderCancelled', 'OrderCardChanged', 'RefundRequested', 'RefundRejected', 'RefundWithdrawn', 'OrderRefunded', 'BankRefundPaid'] as const;

  async apply(em: EntityManager, stored: StoredEvent): Promise<void> {
    const paymentId = stored.streamId.replace(/^payment-/, '');
    const event = { type: stored.type, data: stored.data } as OrderEvent;
    // Delivered at commit: the api's open result pages hear of it at once (http/order-changes.ts). The order placed and
    // the charge captured (every purchase has both) send it with their own writes, one statement fewer each (ADR 0048).
    if (event.type !== 'PaymentRequested' && event.type !== 'ChargeCaptured') await notifyChanged(em, paymentId);
    switch (event.type) {
      case 'PaymentRequested':
        // 申込日時 is when the member applied, as the other events' times are the ones they carry.
        return this.requested(em, event.data, event.data.requestedAt ? new Date(event.data.requestedAt) : stored.recordedAt);
      case 'ChargeCaptured':
        return this.captured(em, paymentId, event.data);
      case 'ChargeFailed':
        return this.failed(em, paymentId, event.data);
      case 'OrderFellIntoArrears':
        await sql(em, "update payments set status = 'in_arrears', updated_at = ? where id = ?", [event.data.at, paymentId]);
        return;
      case 'TransferReceived':
        return this.transferReceived(em, paymentId, event.data);
      case 'OrderCancelled':
        await sql(em, "update payments set status = 'void', next_charge_at = null, updated_at = ? where id = ?", [event.data.cancelledAt, paymentId]);
        return;
      // The remaining monthly payments now go to another of the member's cards.
      case 'OrderCardChanged':
        await sql(em, 'update payments set card_seq = ?, updated_at = ? where id = ?', [event.data.toCardSeq, event.data.changedAt, paymentId]);
        return;
      // A cancellation asked stops the next monthly charge; a rejected or withdrawn one lets it go on.
      case 'RefundRequested':
        await sql(em, 'update payments set next_charge_at = null, updated_at = ? where id = ?', [event.data.requestedAt, paymentId]);
        return;
      case 'RefundRejected':
      case 'RefundWithdrawn':
        await sql(em, "update payments set next_charge_at = (select min(due_at) from payment_charges where payment_id = ? and status = 'due'), updated_at = ? where id = ?", [paymentId, event.data.at, paymentId]);
        return;
      // 返金済み once the money went back: a card refund at once, a bank refund when it was sent.
      case 'OrderRefunded':
        if (event.data.method === 'card') await this.refunded(em, paymentId, event.data.amount, event.data.refundedAt);
        return;
      case 'BankRefundPaid': {
        const [refund] = await sql<{ amount: number }>(em, 'select amount from order_refunds where payment_id = ?', [paymentId]);
        await this.refunded(em, paymentId, refund?.amount ?? 0, event.data.paidAt);
        return;
      }
    }
  }

  async reset(em: EntityManager): Promise<void> {
    await sql(em, 'delete from user_items');
    await sql(em, 'delete from payment_charges');
    await sql(em, 'delete from payments');
  }

  private async refunded(em: EntityManager, paymentId: string, amount: number, at: string): Promise<void> {
    await sql(em, "update payments set status = case when ? > 0 then 'refunded' else status end, refunded_amount = ?, next_charge_at = null, updated_at = ? where id = ?", [amount, amount, at, paymentId]);
  }

  private async requested(em: EntityManager, data: PaymentRequestedData, at: Date): Promise<void> {
    const amount = data.charges.reduce((sum, c) => sum + c.amount, 0);
    const tax = data.charges.reduce((sum, c) => sum + c.tax, 0);
    // The order, its charges and the notification in one statement (the charges' foreign key is checked at its end).
    const charges = data.charges.map((charge, n) => [data.paymentId, n, providerOrderId(data.paymentId, n), charge.amount, charge.tax, charge.dueAt]);
    const chargeRows = charges.map(() => "(?::uuid, ?::int, ?, ?::int, ?::int, ?::timestamptz, 'due')").join(', ');
    const insertCharges = charges.length ? `, charges as (insert into payment_charges (payment_id, n, provider_order_id, amount, tax, due_at, status) values ${chargeRows})` : '';
    await sql(
      em,
      `with payment as (
         insert into payments (id, user_id, payer_id, kind, plan_id, item_id, game_id, period, quantity, method, status, amount, tax, admission_fee, coupon_code, card_seq, charges_total, next_charge_at, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       )${insertCharges}
       select pg_notify(?, ?)`,
      [
        data.paymentId, data.memberId, data.payerId ?? null, data.kind, data.planId, data.itemId, data.gameId, data.period, data.quantity, data.method, data.method === 'bank' ? 'awaiting_transfer' : 'pending', amount, tax, data.admissionFee, data.couponCode, data.cardSeq, data.charges.length, data.method === 'bank' ? null : data.charges[0].dueAt, at, at,
        ...charges.flat(),
        PAYMENT_CHANGED_CHANNEL,
        data.paymentId,
      ],
    );
  }

  private async captured(em: EntityManager, paymentId: string, data: ChargeCapturedData): Promise<void> {
    await sql(em, "update payment_charges set status = 'captured', provider_order_id = ?, job_code = ?, tran_id = ?, approve = ?, charged_at = ? where payment_id = ? and n = ?", [
      data.providerOrderId,
      data.jobCode,
      data.tranId,
      data.approve,
      data.chargedAt,
      paymentId,
      data.n,
    ]);
    await sql(
      em,
      `update payments set
         charges_paid = charges_paid + 1,
         job_code = ?,
         status = case when status = 'in_arrears' then status else 'captured' end,
         paid_at = coalesce(paid_at, ?),
         next_charge_at = (select min(due_at) from payment_charges where payment_id = ? and status = 'due'),
         updated_at = ?
       where id = ?
       returning pg_notify(?, id::text)`,
      [data.jobCode, data.chargedAt, paymentId, data.chargedAt, paymentId, PAYMENT_CHANGED_CHANNEL],
    );
    if (data.n === 0) await this.settle(em, paymentId, data.chargedAt);
  }

  private async failed(em: EntityManager, paymentId: string, data: ChargeFailedData): Promise<void> {
    await sql(em, "update payment_charges set status = 'failed', provider_order_id = ?, failure_code = ?, failure_message = ? where payment_id = ? and n = ?", [
      data.providerOrderId,
      data.code,
      data.message,
      paymentId,
      data.n,
    ]);
    if (data.n === 0) {
      await sql(em, "update payments set status = 'failed', failure_message = ?, next_charge_at = null, updated_at = ? where id = ?", [data.message, data.failedAt, paymentId]);
    } else {
      await sql(em, 'update payments set failure_message = ?, updated_at = ? where id = ?', [data.message, data.failedAt, paymentId]);
    }
  }

  private async transferReceived(em: EntityManager, paymentId: string, data: TransferReceivedData): Promise<void> {
    await sql(em, "update payment_charges set status = 'captured', charged_at = ? where payment_id = ?", [data.receivedAt, paymentId]);
    await sql(em, "update payments set status = 'captured', charges_paid = charges_total, paid_at = ?, updated_at = ? where id = ?", [data.receivedAt, data.receivedAt, paymentId]);
    await this.settle(em, paymentId, data.receivedAt);
  }

  /** The payment is good: the member gets the items bought, and owes no admission fee again. */
  private async settle(em: EntityManager, paymentId: string, at: string): Promise<void> {
    const [payment] = await sql<{ user_id: string; kind: string; plan_id: number | null; item_id: number | null; period: number; quantity: number; admission_fee: number }>(
      em,
      'select user_id, kind, plan_id, item_id, period, quantity, admission_fee from payments where id = ?',
      [paymentId],
    );
    if (!payment) return;
    if (payment.kind === 'item') {
      await sql(em, 'insert into user_items (payment_id, user_id, item_id, quantity, created_at) values (?, ?, ?, ?, ?) on conflict do nothing', [
        paymentId,
        payment.user_id,
        payment.item_id,
        payment.quantity,
        at,
      ]);
    }
    if (payment.admission_fee > 0) {
      await sql(em, 'insert into admission_fees_paid (user_id, paid_at, payment_id) values (?, ?, ?) on conflict do nothing', [payment.user_id, at, paymentId]);
    }
  }
}
