import { addTokyoMonths } from '@coaching/contracts';
import type { Charge } from './charge-plan';
import type { OrderCharge, OrderMethod } from './order.decider';

/** Days a member has to make a bank transfer after applying. */
export const TRANSFER_DUE_DAYS = 7;

const DAY_MS = 24 * 3600 * 1000;

/**
 * When each charge of an order falls due. Card charges: the first at once, charge n of a monthly split n
 * months later on the same day of the month in Tokyo (or that month's last day), at the same time. A bank
 * transfer: by the end of its due period.
 */
export function chargeSchedule(charges: readonly Charge[], method: OrderMethod, from: Date): OrderCharge[] {
  if (method === 'bank') {
    const due = new Date(from.getTime() + TRANSFER_DUE_DAYS * DAY_MS).toISOString();
    return charges.map((charge) => ({ ...charge, dueAt: due }));
  }
  return charges.map((charge, n) => ({ ...charge, dueAt: addTokyoMonths(from, n).toISOString() }));
}
