// The catalogue's published commands (`@coaching/server-catalogue/commands`, ADR 0010): what another context may ask
// it to do through the CommandBus, as command classes and their result types. No handlers, entities or modules.
// Which context may send them: CONTEXT_COMMAND_SENDS in tools/lint/context-boundaries.mjs (billing).
export { ClaimCouponUseCommand, type CouponClaim } from './claim-coupon-use.command';
export { ReleaseCouponUseCommand, type CouponRelease } from './release-coupon-use.command';
