import { cancelOrderQuestion, extensionNotice } from './order-texts';

describe('extensionNotice', () => {
  it('tells the current end and the new one as Tokyo dates', () => {
    // given a plan ending at 00:30 on 25 Dec in Tokyo (15:30 UTC the day before), extended by three months
    const notice = extensionNotice({ current_ends_at: '2026-12-24T15:30:00.000Z', new_ends_at: '2027-03-24T15:30:00.000Z' });
    // then the member reads the Tokyo calendar days
    expect(notice).toBe('ご利用中のプランです。お支払いが完了すると、終了日が2026年12月25日から2027年3月25日まで延長されます。');
  });
});

describe('cancelOrderQuestion', () => {
  it('names the game, plan and months of the order', () => {
    expect(cancelOrderQuestion({ gameName: 'VALORANT', planName: 'Standard', months: 3 })).toMatch(/^VALORANT Standard（3か月）のお申し込みを取り消します。/);
  });
});
