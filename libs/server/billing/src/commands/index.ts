// Billing's published commands (`@coaching/server-billing/commands`, ADR 0010): what another context may ask
// billing to do through the CommandBus, as command classes and their result types. No handlers, entities or
// modules. Which context may send them: tools/lint/context-boundaries.mjs (CONTEXT_COMMAND_SENDS).
export { ChargeCardTokenCommand, type CardChargeOutcome, type CardChargePurpose } from './charge-card-token.command';
export { RefundCardChargeCommand, type CardRefundOutcome } from './refund-card-charge.command';
export { SettleCardTokenChargeCommand, TOKEN_CHARGE_FINAL_AFTER_MS, type CardChargeSettlement } from './settle-card-token-charge.command';
