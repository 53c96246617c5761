import { PaymentMessages } from '@coaching/contracts';

export type PricingErrorCode =
  | 'invalid_period'
  | 'period_not_offered'
  | 'group_plan_period'
  | 'split_needs_period'
  | 'method_not_allowed'
  | 'item_method_not_allowed'
  | 'invalid_quantity';

const DETAILS: Record<PricingErrorCode, { field: 'period' | 'method' | 'quantity'; message: string }> = {
  invalid_period: { field: 'period', message: PaymentMessages.invalidPeriod },
  period_not_offered: { field: 'period', message: PaymentMessages.periodNotOffered },
  group_plan_period: { field: 'period', message: PaymentMessages.groupPlanPeriod },
  split_needs_period: { field: 'method', message: PaymentMessages.splitNeedsPeriod },
  method_not_allowed: { field: 'method', message: PaymentMessages.methodRequired },
  item_method_not_allowed: { field: 'method', message: PaymentMessages.itemMethodNotAllowed },
  invalid_quantity: { field: 'quantity', message: PaymentMessages.invalidQuantity },
};

/**
 * A purchase the price list does not allow. The message is the member's (Japanese); `field` names the request
 * field it belongs to, so the HTTP layer can answer a 422 `{ errors: { [field]: [message] } }`.
 */
export class PricingError extends Error {
  readonly field: 'period' | 'method' | 'quantity';

  constructor(readonly code: PricingErrorCode) {
    super(DETAILS[code].message);
    this.name = 'PricingError';
    this.field = DETAILS[code].field;
  }
}
