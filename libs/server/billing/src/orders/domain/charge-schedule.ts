import type { Charge } from '../../domain/charge-plan';
import type { OrderCharge, OrderMethod } from './order';

/** Days a member has to make a bank transfer after applying. */
export const TRANSFER_DUE_DAYS = 7;

const DAY_MS = 24 * 3600 * 1000;
/** Asia/Tokyo has no daylight saving: its calendar is UTC shifted by nine hours. */
const TOKYO_OFFSET_MS = 9 * 3600 * 1000;

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
  return charges.map((charge, n) => {
    const local = new Date(from.getTime() + TOKYO_OFFSET_MS);
    const day = local.getUTCDate();
    local.setUTCDate(1);
    local.setUTCMonth(local.getUTCMonth() + n);
    const lastDay = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 0)).getUTCDate();
    local.setUTCDate(Math.min(day, lastDay));
    return { ...charge, dueAt: new Date(local.getTime() - TOKYO_OFFSET_MS).toISOString() };
  });
}
