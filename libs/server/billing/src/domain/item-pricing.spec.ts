import { EXTRA_LESSON_PRICE_YEN, type ItemCalcResult, type PaymentMethod } from '@coaching/contracts';
import { answerFor, DomainError, domainError } from '@coaching/server-core/errors';
import { BillingErrors } from './billing-errors';
import { type ItemPriceList, type ItemPurchase, type ItemQuote, priceItem } from './item-pricing';

// given an item, when it is bought so, then this quote (or this refusal).
const given = (item: ItemPriceList) => ({
  when: (purchase: Omit<ItemPurchase, 'item'>) => ({
    then: (result: ItemCalcResult, charges: ItemQuote['charges']) => expect(priceItem({ item, ...purchase })).toEqual({ result, charges }),
    thenRefuses: (code: string) => {
      let caught: unknown;
      try {
        priceItem({ item, ...purchase });
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(DomainError);
      expect((caught as DomainError).code).toBe(code);
    },
  }),
});

// An extra lesson: 9,000 yen + 10% = 9,900 yen (spec §9).
const extraLesson = given({ price: 9_000, taxRate: '1.10' });

describe('priceItem', () => {
  it.each([1, 2, 3, 4, 5, 6])('%p extra lessons cost 9,900 × %p, tax 900 × quantity, in one charge', (quantity) => {
    extraLesson.when({ quantity, method: 'bulk' }).then(
      { unit_price: EXTRA_LESSON_PRICE_YEN, quantity, subtotal: 9_900 * quantity, tax: 900 * quantity, tax_rate: 1.1, total: 9_900 * quantity },
      [{ amount: 9_000 * quantity, tax: 900 * quantity }],
    );
  });

  it('is the same by bank transfer', () => {
    extraLesson.when({ quantity: 2, method: 'bank' }).then({ unit_price: 9_900, quantity: 2, subtotal: 19_800, tax: 1_800, tax_rate: 1.1, total: 19_800 }, [{ amount: 18_000, tax: 1_800 }]);
  });

  it('takes the tax once on the subtotal, rounded down', () => {
    // 1,005 yen: 100.5 → 100 tax on one (1,105); three: 3,015 → 301.5 → 301, total 3,316 (not 3 × 1,105 = 3,315).
    given({ price: 1_005, taxRate: 1.1 }).when({ quantity: 3, method: 'bulk' }).then({ unit_price: 1_105, quantity: 3, subtotal: 3_316, tax: 301, tax_rate: 1.1, total: 3_316 }, [{ amount: 3_015, tax: 301 }]);
  });

  it.each([[0], [7], [2.5], [Number.NaN]])('refuses the quantity %p', (quantity) => extraLesson.when({ quantity, method: 'bulk' }).thenRefuses(BillingErrors.INVALID_QUANTITY));

  it.each([['split'], ['cash']])('refuses the method %p for items', (method) => extraLesson.when({ quantity: 1, method: method as PaymentMethod }).thenRefuses(BillingErrors.ITEM_METHOD_NOT_ALLOWED));

  it('tells the member which methods items take', () => {
    expect(answerFor(domainError(BillingErrors.ITEM_METHOD_NOT_ALLOWED))?.body.errors).toEqual({ method: ['追加アイテムはカード一括払いまたは銀行振込でお支払いください。'] });
    expect(answerFor(domainError(BillingErrors.INVALID_QUANTITY))?.body.message).toBe('数量は1〜6の範囲で選択してください。');
  });
});
