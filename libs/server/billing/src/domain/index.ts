export * from './admission-fee';
export * from './charge-plan';
export * from './coupon-discount';
export * from './item-pricing';
export * from './plan-pricing';
export * from './billing-errors';
export * from './refund-calculator';
export * from './order-refund';
