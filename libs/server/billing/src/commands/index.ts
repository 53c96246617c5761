// Billing's published commands (`@coaching/server-billing/commands`, ADR 0010): what another context may ask
// billing to do through the CommandBus, as command classes and their result types. No handlers, entities or
// modules. Which context may send them: tools/lint/context-boundaries.mjs (CONTEXT_COMMAND_SENDS).
export { ChargeCardTokenCommand, type CardChargeOutcome, type CardChargePurpose } from './charge-card-token.command';
export { RefundCardChargeCommand, type CardRefundOutcome } from './refund-card-charge.command';
export { SettleCardTokenChargeCommand, TOKEN_CHARGE_FINAL_AFTER_MS, type CardChargeSettlement } from './settle-card-token-charge.command';
// Cancellation with a refund (解約・返金, ADR 0015, 0039): the request (the legal calculation, made here), an admin's
// decision (never by the one who asked) and the requester's withdrawal. The member's withdrawal (退会) with money
// refunded sends these rather than building its own.
export { DecideOrderRefundCommand, RequestOrderRefundCommand, WithdrawOrderRefundCommand, type RefundAsk, type RefundStanding } from './refund-order.commands';
