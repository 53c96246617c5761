// The catalogue's published queries (`@coaching/server-catalogue/queries`): what another context may ask
// through the QueryBus, as query classes and their result types. No handlers, entities or modules: those
// stay behind the main entry, which only the apps import. Which context may read this: tools/lint/context-boundaries.mjs.
export { GetPurchasableItemQuery } from './get-purchasable-item.query';
export { GetPlanForPurchaseQuery, type PlanForPurchase } from './get-plan-for-purchase.query';
export { CheckCouponQuery, type CouponCheck, type UsableCoupon } from './check-coupon.query';
export { GetGameSummariesQuery, type GameSummary } from './get-game-summaries.query';
export { GetPlanSummariesQuery, type PlanSummary } from './get-plan-summaries.query';
export { GetItemSummariesQuery, type ItemSummary } from './get-item-summaries.query';
