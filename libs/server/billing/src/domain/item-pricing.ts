import { ITEM_PAYMENT_METHODS, ITEM_QUANTITY_MAX, ITEM_QUANTITY_MIN, type ItemCalcResult, type PaymentMethod, taxOn, withTax } from '@coaching/contracts';
import { domainError } from '@coaching/server-core/errors';
import { BillingErrors } from './billing-errors';
import type { ChargePlan } from './charge-plan';

/** An add-on item's price as pricing reads it. */
export interface ItemPriceList {
  /** One item, tax excluded. */
  price: number;
  taxRate: number | string;
}

export interface ItemPurchase {
  item: ItemPriceList;
  quantity: number;
  method: PaymentMethod;
}

export interface ItemQuote extends ChargePlan {
  result: ItemCalcResult;
}

/** Prices add-on items: unit price × quantity (1 to 6), one charge by card or bank transfer, tax on that subtotal. */
export function priceItem(purchase: ItemPurchase): ItemQuote {
  const { item, quantity, method } = purchase;
  if (!(ITEM_PAYMENT_METHODS as readonly string[]).includes(method)) throw domainError(BillingErrors.ITEM_METHOD_NOT_ALLOWED);
  if (!Number.isInteger(quantity) || quantity < ITEM_QUANTITY_MIN || quantity > ITEM_QUANTITY_MAX) throw domainError(BillingErrors.INVALID_QUANTITY);
  const amount = item.price * quantity;
  const tax = taxOn(amount, item.taxRate);
  return {
    result: {
      unit_price: withTax(item.price, item.taxRate),
      quantity,
      subtotal: amount + tax,
      tax,
      tax_rate: Number(item.taxRate),
      total: amount + tax,
    },
    charges: [{ amount, tax }],
  };
}
