import type { EntityManager } from '@mikro-orm/postgresql';
import { NotificationTitles } from '@coaching/contracts';
import type { Reactor, StoredEvent } from '@coaching/server-core';
import { firstEventData, notifyMember } from './member-notifications';
import { ChargeCaptured, ChargeFailed } from '@coaching/server-billing/events';

/**
 * Async: billing captured or failed a charge of an order → the member's bell says so. The charge events
 * carry no member: the order's `PaymentRequested` (the same stream) does. A provisional, actual or immediate
 * sale is a success (spec §4).
 */
export class NotifyMemberWhenChargeSettledReactor implements Reactor {
  readonly name = 'notify-member-when-charge-settled';
  readonly eventTypes = [ChargeCaptured, ChargeFailed];

  async react(tx: EntityManager, event: StoredEvent): Promise<void> {
    const order = await firstEventData(tx, event.streamId, 'PaymentRequested');
    const memberId = order?.memberId;
    if (typeof memberId !== 'string') return;
    if (event.type === 'ChargeCaptured') await notifyMember(tx, memberId, event, 'payment_succeeded', NotificationTitles.paymentSucceeded, '/payments/history');
    else await notifyMember(tx, memberId, event, 'payment_failed', NotificationTitles.paymentFailed, '/payments/history');
  }
}
