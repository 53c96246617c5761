import type { EntityManager } from '@mikro-orm/postgresql';
import { domainError, sql, type InlineProjection, type StoredEvent } from '@coaching/server-core';
import type { CampApplicationEvent } from '../domain/camp-application.decider';
import { CampErrors } from '../domain/camp-errors';
import { CampApplied, CampPaymentRequested, CampPaid, CampPaymentFailed, CampSeatsReleased, CampApplicationCancelled, CampRefunded, CampReminderSent } from '../events';

/**
 * Inline: the applications as the back office and the payment page read them (`camp_applications`), and the
 * seats they hold (`camp_events.seats_taken`), written in the append's transaction. A payment request claims
 * its children's seats with a conditional update (`seats_taken + count <= capacity`): when it matches no row
 * the camp is full, the projection refuses, and the append rolls back with it, so two parents never both get
 * the last seats and nobody is charged for a seat they did not get. A failed card payment, seats released
 * after an unpaid transfer, and a cancellation give the seats back.
 */
export class CampApplicationsProjection implements InlineProjection {
  readonly name = 'camp-applications';
  // Its own context's published event types (`../events`), the names other contexts subscribe by.
  readonly eventTypes = [CampApplied, CampPaymentRequested, CampPaid, CampPaymentFailed, CampSeatsReleased, CampApplicationCancelled, CampRefunded, CampReminderSent].map((type) => type.name);

  async apply(em: EntityManager, stored: StoredEvent): Promise<void> {
    const id = stored.streamId.replace(/^camp-application-/, '');
    const event = { type: stored.type, data: stored.data } as CampApplicationEvent;
    const at = new Date(stored.recordedAt);
    switch (event.type) {
      case 'CampApplied': {
        const d = event.data;
        await sql(
          em,
          `insert into camp_applications (id, camp_event_id, name, kana, email, phone_number, token_hash, token_expires_at, consents, status, applied_at, updated_at)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?, 'applied', ?, ?) on conflict (id) do nothing`,
          [id, d.campEventId, d.name, d.kana, d.email, d.phoneNumber, d.tokenHash, d.tokenExpiresAt, JSON.stringify(d.consents), d.appliedAt, at],
        );
        return;
      }
      case 'CampPaymentRequested': {
        const d = event.data;
        const [claimed] = await sql<{ id: number }>(em, 'update camp_events set seats_taken = seats_taken + ? where id = ? and seats_taken + ? <= capacity returning id', [d.count, d.campEventId, d.count]);
        if (!claimed) {
          const [camp] = await sql<{ left: number }>(em, 'select capacity - seats_taken as left from camp_events where id = ?', [d.campEventId]);
          const left = Math.max(0, camp?.left ?? 0);
          throw left === 0 ? domainError(CampErrors.FULL) : domainError(CampErrors.SEATS_SHORT, { left });
        }
        await sql(
          em,
          `update camp_applications set status = ?, method = ?, count = ?, children = ?, total = ?, attempt_id = ?, due_date = ?, due_at = ?, failure_message = null, updated_at = ? where id = ?`,
          [d.method === 'bank' ? 'awaiting_transfer' : 'payment_requested', d.method, d.count, JSON.stringify(d.children), d.total, d.attemptId, d.dueDate, d.dueAt, at, id],
        );
        return;
      }
      case 'CampPaid':
        await sql(em, "update camp_applications set status = 'paid', provider_order_id = ?, paid_at = ?, updated_at = ? where id = ?", [event.data.providerOrderId, event.data.paidAt, at, id]);
        return;
      case 'CampPaymentFailed':
        await this.releaseSeats(em, id);
        await sql(em, "update camp_applications set status = 'payment_failed', failure_message = ?, updated_at = ? where id = ?", [event.data.message, at, id]);
        return;
      case 'CampSeatsReleased':
        await this.releaseSeats(em, id);
        await sql(em, "update camp_applications set status = 'released', updated_at = ? where id = ?", [at, id]);
        return;
      case 'CampApplicationCancelled':
        await this.releaseSeats(em, id);
        await sql(em, "update camp_applications set status = 'cancelled', fee = ?, refund = ?, cancelled_at = ?, updated_at = ? where id = ?", [event.data.fee, event.data.refund, event.data.cancelledAt, at, id]);
        return;
      case 'CampRefunded':
        await sql(em, "update camp_applications set status = 'refunded', refunded_at = ?, updated_at = ? where id = ?", [event.data.refundedAt, at, id]);
        return;
      case 'CampReminderSent':
        await sql(em, 'update camp_applications set reminded_at = ?, updated_at = ? where id = ?', [event.data.sentAt, at, id]);
        return;
      case 'CampApplicationLinkSent':
        return;
    }
  }

  async reset(em: EntityManager): Promise<void> {
    await sql(em, 'delete from camp_applications');
    await sql(em, 'update camp_events set seats_taken = 0');
  }

  /** Gives back the seats the application's children held. */
  private async releaseSeats(em: EntityManager, id: string): Promise<void> {
    await sql(em, 'update camp_events e set seats_taken = greatest(0, e.seats_taken - a.count) from camp_applications a where a.id = ? and e.id = a.camp_event_id', [id]);
  }
}
