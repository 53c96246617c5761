// Billing's main entry, for the apps only (contexts read `./queries`). Nest modules first, then by folder.
export * from './billing.module';
export * from './orders.module';
export * from './billing-jobs.module';
export * from './withdrawal-billing.module';
export * from './billing-event-handlers';

export * from './domain';
export * from './domain/order.decider';
export * from './domain/charge-schedule';
export * from './domain/subscription.decider';
export * from './domain/postal-code';

export * from './commands/place-order.command';
export * from './commands/cancel-order.command';
export * from './commands/record-transfer-received.command';
export * from './commands/save-card.command';
export * from './commands/delete-card.command';
export * from './commands/set-default-card.command';
export * from './commands/move-schedule-card.command';
export * from './commands/save-personal-information.command';
export * from './commands/order-stream';
export { CardChanges } from './commands/card-changes';

export * from './queries/list-saved-cards.query';
export * from './queries/get-personal-information.query';
export * from './queries/personal-information-answer';
export * from './queries/quote-plan.query';
export * from './queries/quote-item.query';
export * from './queries/get-member-subscriptions.query';
export * from './queries/has-personal-information.query';
export * from './queries/list-member-items.query';
export * from './queries/admission-fee-ledger';

export * from './jobs/charge-payment.job';
export * from './jobs/charge-due-instalments.job';
export * from './jobs/reconcile-charges.job';
export * from './jobs/forget-declined-card.job';
export * from './jobs/forget-member-cards.job';
export * from './jobs/remind-refund-approval.job';
export * from './commands/refund-approval-reminder';

export * from './card-provider/card-provider-client';
export * from './card-provider/card-provider-errors';
export * from './card-provider/provider-member-id';
export * from './card-provider/saved-cards';

// Former names (README, Glossary: a member's purchase places an order), kept for the main entry's importers.
export { PlaceOrderCommand as PurchaseCommand, type OrderTarget as PurchaseTarget, type CardChoice as PurchaseCard } from './commands/place-order.command';
export * from './commands/refund-order.commands';
export * from './jobs/charge-scan-queue';
// Its event types are declared whenever the context is loaded (the boot check of subscriptions reads them).
export * from './events';
