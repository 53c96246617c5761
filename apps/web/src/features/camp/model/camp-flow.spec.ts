import { CampMessages } from '@coaching/contracts';
import { ApiError } from '../../../lib/http';
import { applicationFailureMessage, childrenFor, completeHref, emptyChild, methodFrom, paymentFailureMessage, planFailureMessage, previousStep, tokenFrom } from './camp-flow';

describe('camp flow', () => {
  it('keeps what was typed for each child when the head-count changes', () => {
    const taro = { ...emptyChild(), name: '山田 太郎' };
    expect(childrenFor(3, [taro])).toEqual([taro, emptyChild(), emptyChild()]);
    expect(childrenFor(1, [taro, emptyChild(), emptyChild()])).toEqual([taro]);
  });

  it('goes back from confirm to card and from card to payment', () => {
    expect(previousStep('confirm')).toBe('card');
    expect(previousStep('card')).toBe('payment');
  });

  it('ends on complete with the token and the method', () => {
    expect(completeHref('abc-_1', 'bank')).toBe('/fortnite-camp/complete?token=abc-_1&method=bank');
  });

  it('reads the token and the method from the URL', () => {
    expect(tokenFrom('?token=abc')).toBe('abc');
    expect(tokenFrom('?token=')).toBeNull();
    expect(tokenFrom('')).toBeNull();
    expect(methodFrom('?method=bulk')).toBe('bulk');
    expect(methodFrom('?method=split')).toBeNull();
  });

  it('says the spec\'s messages when the server has none', () => {
    expect(planFailureMessage()).toBe('申し込み期間は終了しました。');
    expect(applicationFailureMessage(new Error('network'))).toBe('申し込みに失敗しました。');
    expect(applicationFailureMessage(new ApiError(500, 'internal'))).toBe('申し込みに失敗しました。');
    expect(applicationFailureMessage(new ApiError(422, CampMessages.periodEnded))).toBe('申し込み期間は終了しました。');
    expect(paymentFailureMessage(new Error('network'))).toBe('決済に失敗しました。お問い合わせください');
    expect(paymentFailureMessage(new ApiError(422, 'カード会社から取引を拒否されました。'))).toBe('カード会社から取引を拒否されました。');
  });
});
