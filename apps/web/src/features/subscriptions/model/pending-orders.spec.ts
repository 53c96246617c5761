import type { MemberSubscription, PendingSubscriptionOrder } from '@coaching/contracts';
import { currentPlanNextCharge, hasPendingOrder, holdsPlan, mypagePlanArea, pendingOrders, withoutOrder } from './pending-orders';

const transfer = { bank_name: 'みずほ銀行', branch_name: '渋谷支店', account_type: '普通', account_number: '1234567', account_holder: 'カ）ジージーコーチ', reference: 'AB12CD34' };
const order = (payment_id: string, due_at: string, months = 1): PendingSubscriptionOrder => ({ payment_id, months, amount: 79_200, due_at, transfer });

const subscription = (over: Partial<MemberSubscription>): MemberSubscription => ({
  id: 'sub-1',
  status: 'pending',
  plan: { id: 3, name: 'Standard', lesson_type: null },
  game: { id: 1, name: 'APEX LEGENDS' },
  starts_at: null,
  ends_at: null,
  lessons_per_month: 4,
  pending_orders: [],
  next_charge_at: null,
  ...over,
});

const newOrder = subscription({ id: 'sub-new', pending_orders: [order('pay-new', '2026-12-08T01:00:00Z', 3)] });
const extension = subscription({
  id: 'sub-held',
  status: 'active',
  plan: { id: 5, name: 'Lite', lesson_type: null },
  game: { id: 2, name: 'VALORANT' },
  starts_at: '2026-11-01T00:00:00Z',
  ends_at: '2026-12-01T00:00:00Z',
  pending_orders: [order('pay-ext', '2026-12-01T03:00:00Z')],
});
const cancelled = subscription({ id: 'sub-gone', status: 'cancelled' });

describe('pendingOrders', () => {
  it('lists every order waiting for its transfer with its game and plan, the one due first at the top', () => {
    // given a new order and an extension of a running plan, when /mypage lists them
    const listed = pendingOrders([newOrder, cancelled, extension]);
    // then both, the extension (due first) above, each saying whether it extends what runs
    expect(listed.map((o) => [o.payment_id, o.gameName, o.planName, o.extendsCurrent])).toEqual([
      ['pay-ext', 'VALORANT', 'Lite', true],
      ['pay-new', 'APEX LEGENDS', 'Standard', false],
    ]);
    expect(listed[1]).toMatchObject({ months: 3, amount: 79_200, transfer });
  });

  it('lists nothing for plans held or called off without an order', () => {
    expect(pendingOrders([cancelled, { ...extension, pending_orders: [] }])).toEqual([]);
  });
});

describe('holdsPlan', () => {
  it('tells a running plan of the game from one waiting, called off, or of another game', () => {
    // given what the member holds, when a payment for a game's plan has settled, then it counts once it runs
    const bought = { game: { name: 'VALORANT' }, plan: { name: 'Lite' } };
    expect(holdsPlan([extension], bought)).toBe(true);
    expect(holdsPlan([newOrder, cancelled], bought)).toBe(false);
    expect(holdsPlan([{ ...extension, status: 'ended' }], bought)).toBe(false);
    expect(holdsPlan([extension], { game: { name: 'APEX LEGENDS' }, plan: { name: 'Lite' } })).toBe(false);
  });
});

describe('withoutOrder', () => {
  it('cancels a subscription that was only waiting for the cancelled order', () => {
    // given a pending subscription, when its one order is cancelled, then it reads as the server will say a moment later
    const [after] = withoutOrder([newOrder], 'pay-new');
    expect(after).toMatchObject({ id: 'sub-new', status: 'cancelled', pending_orders: [] });
    expect(hasPendingOrder([after], 'pay-new')).toBe(false);
  });

  it('keeps a running plan running when its extension order is cancelled, and leaves the other subscriptions as they are', () => {
    const after = withoutOrder([newOrder, extension], 'pay-ext');
    expect(after[0]).toBe(newOrder);
    expect(after[1]).toMatchObject({ status: 'active', ends_at: extension.ends_at, pending_orders: [] });
  });

  it('reads an ended plan that was ordered again as ended once that order is cancelled', () => {
    const ended = subscription({ status: 'pending', starts_at: '2026-09-01T00:00:00Z', ends_at: '2026-10-01T00:00:00Z', pending_orders: [order('pay-again', '2026-12-08T01:00:00Z')] });
    expect(withoutOrder([ended], 'pay-again')[0].status).toBe('ended');
  });
});

describe('mypagePlanArea', () => {
  // given whether /api/me names a current plan and what the subscriptions call answered, when /mypage draws its plan area
  const given = (hasCurrentPlan: boolean, subscriptions: { data?: MemberSubscription[]; error?: unknown }) => mypagePlanArea(hasCurrentPlan, subscriptions);

  it('never says "no plan yet" before the subscriptions have answered', () => {
    expect(given(false, {})).toEqual({ plan: 'loading', pending: [], loadFailed: false });
    expect(given(false, { error: new Error('offline') })).toEqual({ plan: 'hidden', pending: [], loadFailed: true });
  });

  it('shows a pending order instead of "no plan yet", and "no plan yet" when there is none', () => {
    expect(given(false, { data: [newOrder] })).toMatchObject({ plan: 'hidden', pending: [{ payment_id: 'pay-new' }], loadFailed: false });
    expect(given(false, { data: [cancelled] })).toEqual({ plan: 'none', pending: [], loadFailed: false });
    expect(given(false, { data: [] })).toEqual({ plan: 'none', pending: [], loadFailed: false });
  });

  it('shows the current plan at once, and a pending extension order below it once loaded', () => {
    expect(given(true, {})).toEqual({ plan: 'current', pending: [], loadFailed: false });
    expect(given(true, { data: [extension] })).toMatchObject({ plan: 'current', pending: [{ payment_id: 'pay-ext', extendsCurrent: true }] });
    expect(given(true, { error: new Error('offline') })).toEqual({ plan: 'current', pending: [], loadFailed: true });
  });

  it('keeps what it read when a later read fails', () => {
    expect(given(false, { data: [newOrder], error: new Error('offline') })).toMatchObject({ plan: 'hidden', loadFailed: false });
  });
});

describe('the current plan’s next monthly payment', () => {
  it('is the running subscription’s of that game and plan; none without one', () => {
    const running = subscription({ status: 'active', next_charge_at: '2026-12-02T15:00:00Z' });
    const current = { name: 'Standard', game: { id: 1 } };
    expect(currentPlanNextCharge([running], current)).toBe('2026-12-02T15:00:00Z');
    expect(currentPlanNextCharge([{ ...running, status: 'ended' }], current)).toBeNull();
    expect(currentPlanNextCharge([running], { name: 'Lite', game: { id: 1 } })).toBeNull();
    expect(currentPlanNextCharge(undefined, current)).toBeNull();
    expect(currentPlanNextCharge([running], null)).toBeNull();
  });
});
