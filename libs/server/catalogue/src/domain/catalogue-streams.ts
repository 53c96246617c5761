import type { EventMetadata } from '@coaching/server-core';

// The catalogue's rows are state-stored; what operators do to each is recorded on the row's own stream
// (`EventStore.record`), which the back office's audit log reads: games, plans, add-on items and coupons.

export const gameStream = (gameId: number) => ({ id: `game-${gameId}`, type: 'game' });
export const planStream = (planId: number) => ({ id: `plan-${planId}`, type: 'plan' });
export const itemStream = (itemId: number) => ({ id: `item-${itemId}`, type: 'item' });
export const couponStream = (couponId: number) => ({ id: `coupon-${couponId}`, type: 'coupon' });

/** The operator who saved the change: the events' actor. */
export const byOperator = (operatorId: string): EventMetadata => ({ actor: { type: 'operator', id: operatorId } });
