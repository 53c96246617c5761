import type { PaymentMethod } from '@coaching/contracts';
import { useState } from 'react';
import { useSnackbar } from '../../components/snackbar/useSnackbar';
import { newIdempotencyKey } from './model/idempotency-key';
import { describePurchaseFailure, type PurchaseFailure } from './model/purchase-failure';
import { canPay, failureStep, paymentFields, type CardChoice, type PaymentFields, type QuoteState } from './model/purchase-flow';
import { isCardMethod } from './model/purchase-options';
import { useLeavePage } from './useLeavePage';

export interface PurchaseFlowOptions<Order extends { method: PaymentMethod }, Result> {
  /** What is bought and how it is paid (from the address, a form); null while unknown or invalid. */
  order: Order | null;
  /** The order's price: paying waits for it and for `targetLoaded`. */
  quote: Pick<QuoteState<unknown>, 'data' | 'isValidating'>;
  /** What is bought has loaded (the plan, the item, the camp). */
  targetLoaded: boolean;
  /** The purchase call of this target: the order's own fields plus the card and the idempotency key given here. */
  purchase: (order: Order, payment: PaymentFields) => Promise<Result>;
  /**
   * The call was accepted: go on (a member: the payment's result page, or /mypage for a transfer). The pay
   * button keeps showing progress until a promise it answers settles.
   */
  onPurchased: (result: Result, order: Order) => void | Promise<void>;
  /** The message of a failed call; by default the purchase messages of spec §8 (the transfer mail, the payment). */
  describeFailure?: (error: unknown, order: Order) => PurchaseFailure;
  /** A failure that sends the member elsewhere (an address) instead of letting them retry here; null to stay. */
  leaveOnFailure?: (failure: PurchaseFailure) => string | null;
}

export interface PurchaseFlow {
  /** Paid by card (in one payment or monthly) rather than by bank transfer. */
  isCard: boolean;
  /** The target and its price are loaded: the pay buttons may be used. */
  ready: boolean;
  /**
   * Makes the purchase with the card chosen (null for a bank transfer). On failure it tells the member in the
   * page, then throws so the form stays as it is for another try.
   */
  pay: (card: CardChoice | null) => Promise<void>;
}

/**
 * Spec §2, §4: the checkout shared by every purchase page: pay by the chosen method with one idempotency key
 * for every attempt, show a failure in the page (never an alert), and go on once the call is accepted.
 */
export function usePurchaseFlow<Order extends { method: PaymentMethod }, Result>({
  order,
  quote,
  targetLoaded,
  purchase,
  onPurchased,
  describeFailure = (error, { method }) => describePurchaseFailure(error, method),
  leaveOnFailure,
}: PurchaseFlowOptions<Order, Result>): PurchaseFlow {
  const { showError } = useSnackbar();
  const { redirectWithError } = useLeavePage();
  // One key for every attempt from this screen: a double click or a retry is the same purchase (brief: idempotency).
  const [idempotencyKey] = useState(newIdempotencyKey);

  const pay = async (card: CardChoice | null) => {
    if (!order) throw new Error('nothing to purchase yet');
    let result: Result;
    try {
      result = await purchase(order, paymentFields(card, idempotencyKey));
    } catch (error) {
      const failure = failureStep(describeFailure(error, order), leaveOnFailure);
      if (failure.leaveTo) redirectWithError(failure.leaveTo, failure.message);
      else showError(failure.message);
      throw error;
    }
    await onPurchased(result, order);
  };

  return { isCard: order ? isCardMethod(order.method) : false, ready: canPay(targetLoaded, quote), pay };
}
