// Billing's published event types (`@coaching/server-billing/events`): other contexts react to them by importing
// these, never by spelling a name or re-declaring a payload.
import { eventTypesOf } from '@coaching/server-core';
import type { OrderEvent } from '../domain/order.decider';
import type { PersonalInformationEvent } from '../domain/personal-information';
import type { SubscriptionEvent } from '../domain/subscription.decider';

export type { ChargeCapturedData, ChargeFailedData, OrderCancelledData, OrderCardChangedData, PaymentRequestedData, TransferReceivedData } from '../domain/order.decider';
export type { OrderRefundedData } from '../domain/order-refund';
export type { SubscriptionCancelledData, SubscriptionExtendedData, SubscriptionStartedData } from '../domain/subscription.decider';

export const { PaymentRequested, ChargeCaptured, ChargeFailed, OrderFellIntoArrears, TransferReceived, OrderCancelled, OrderCardChanged, RefundRequested, RefundApproved, RefundRejected, RefundWithdrawn, OrderRefunded, BankRefundPaid } =
  eventTypesOf<OrderEvent>()('PaymentRequested', 'ChargeCaptured', 'ChargeFailed', 'OrderFellIntoArrears', 'TransferReceived', 'OrderCancelled', 'OrderCardChanged', 'RefundRequested', 'RefundApproved', 'RefundRejected', 'RefundWithdrawn', 'OrderRefunded', 'BankRefundPaid');

export const { SubscriptionRequested, SubscriptionStarted, SubscriptionExtended, SubscriptionRequestWithdrawn, SubscriptionCancelled } = eventTypesOf<SubscriptionEvent>()(
  'SubscriptionRequested',
  'SubscriptionStarted',
  'SubscriptionExtended',
  'SubscriptionRequestWithdrawn',
  'SubscriptionCancelled',
);

export const { PersonalInformationSaved } = eventTypesOf<PersonalInformationEvent>()('PersonalInformationSaved');
