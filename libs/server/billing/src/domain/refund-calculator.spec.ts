import { RefundMessages } from '@coaching/contracts';
import { calculateRefund, coolingOffUntil, type RefundFacts, withinCoolingOff } from './refund-calculator';

// Cases written from the legal notice (特定商取引法に基づく表記「クーリング・オフ」「解約・返金」). Times in Tokyo.
const tokyo = (local: string) => new Date(`${local}+09:00`);

const contract = (over: Partial<RefundFacts> = {}): RefundFacts => ({
  paid: 217_800, // Standard, 6 months at 36,300 yen
  noticeAt: tokyo('2026-12-01T10:00:00'),
  requestedAt: tokyo('2026-12-20T10:00:00'),
  serviceStartsAt: tokyo('2026-12-05T20:00:00'),
  perLessonAmount: 9_075, // 217,800 ÷ 24 lessons
  lessonsTaken: 2,
  ...over,
});

describe('refund calculator (legal notice)', () => {
  describe('cooling-off: 8 days counting the day of the notice', () => {
    it('given the notice on the 1st, a request on the 8th at 23:59 is within: everything back', () => {
      expect(withinCoolingOff(tokyo('2026-12-01T10:00:00'), tokyo('2026-12-08T23:59:59'))).toBe(true);
      const result = calculateRefund(contract({ requestedAt: tokyo('2026-12-08T23:59:59'), lessonsTaken: 1 }));
      expect(result).toEqual({
        kind: 'cooling-off',
        lines: [
          { label: 'お支払済みの料金', amount: 217_800 },
          // Why it is everything, lessons taken or not: the law (a line that explains, without an amount).
          { label: 'クーリング・オフ期間内（開始のご案内から8日以内）のため、特定商取引法により全額を返金します', amount: 0, note: true },
        ],
        refund: 217_800,
      });
    });

    it('given the notice on the 1st, a request on the 9th at 00:00 is not', () => {
      expect(withinCoolingOff(tokyo('2026-12-01T10:00:00'), tokyo('2026-12-09T00:00:00'))).toBe(false);
      expect(calculateRefund(contract({ requestedAt: tokyo('2026-12-09T00:00:00') })).kind).not.toBe('cooling-off');
    });

    it('counts Tokyo days: a notice at 23:30 on the 1st still makes the 1st the first day', () => {
      expect(withinCoolingOff(tokyo('2026-12-01T23:30:00'), tokyo('2026-12-08T12:00:00'))).toBe(true);
      expect(withinCoolingOff(tokyo('2026-12-01T23:30:00'), tokyo('2026-12-09T00:30:00'))).toBe(false);
    });

    it('ends at 23:59:59 Tokyo of the 8th day, also for a notice in the hours where UTC is still the day before', () => {
      expect(coolingOffUntil(tokyo('2026-12-01T10:00:00'))).toEqual(tokyo('2026-12-08T23:59:59'));
      expect(coolingOffUntil(tokyo('2026-12-01T23:30:00'))).toEqual(tokyo('2026-12-08T23:59:59'));
      expect(coolingOffUntil(tokyo('2026-12-02T00:30:00'))).toEqual(tokyo('2026-12-09T23:59:59'));
      expect(coolingOffUntil(tokyo('2026-12-28T12:00:00'))).toEqual(tokyo('2027-01-04T23:59:59'));
    });
  });

  describe('before the service starts: a 15,000 yen fee', () => {
    it('given no lesson yet and the start ahead, keeps 15,000 yen', () => {
      const result = calculateRefund(contract({ requestedAt: tokyo('2026-12-10T10:00:00'), serviceStartsAt: tokyo('2026-12-12T20:00:00'), lessonsTaken: 0 }));
      expect(result).toEqual({
        kind: 'before-start',
        lines: [
          { label: 'お支払済みの料金', amount: 217_800 },
          { label: '解約手数料（役務提供開始前）', amount: -15_000 },
        ],
        refund: 202_800,
      });
    });

    it('given no coach assigned yet (the service starts with the coach: the legal notice), the service has not started, whenever asked', () => {
      const result = calculateRefund(contract({ requestedAt: tokyo('2027-02-10T10:00:00'), serviceStartsAt: null, lessonsTaken: 0 }));
      expect(result).toEqual({
        kind: 'before-start',
        lines: [
          { label: 'お支払済みの料金', amount: 217_800 },
          { label: '解約手数料（役務提供開始前）', amount: -15_000 },
          { label: RefundMessages.serviceNotStarted, amount: 0, note: true },
        ],
        refund: 202_800,
      });
    });

    it('given no coach assigned but asked within the cooling-off, everything back all the same', () => {
      expect(calculateRefund(contract({ requestedAt: tokyo('2026-12-03T10:00:00'), serviceStartsAt: null })).kind).toBe('cooling-off');
    });

    it('never keeps more than was paid', () => {
      expect(calculateRefund(contract({ paid: 9_000, requestedAt: tokyo('2026-12-10T10:00:00'), serviceStartsAt: tokyo('2026-12-12T20:00:00'), lessonsTaken: 0 })).refund).toBe(0);
    });
  });

  describe('after the service starts: paid − lessons taken, less min(20 % of the rest, 50,000 yen)', () => {
    it('given 2 lessons taken of 9,075 yen, keeps them and 20 % of the rest (under the cap)', () => {
      const result = calculateRefund(contract({ paid: 108_900, perLessonAmount: 9_075, lessonsTaken: 2 }));
      // 108,900 − 18,150 = 90,750; 20 % = 18,150
      expect(result).toEqual({
        kind: 'after-start',
        lines: [
          { label: 'お支払済みの料金', amount: 108_900 },
          { label: '受講済みのレッスン（2回 × 9,075円）', amount: -18_150 },
          { label: '解約手数料（残額の20%、上限50,000円）', amount: -18_150 },
        ],
        refund: 72_600,
      });
    });

    it('given no lesson taken after the start, the fee is still 20 % of what was paid', () => {
      expect(calculateRefund(contract({ paid: 100_000, lessonsTaken: 0 })).refund).toBe(80_000);
    });

    it('caps the fee at 50,000 yen: a rest of exactly 250,000 gives 50,000 either way; 300,000 gives the cap', () => {
      const at = (paid: number) => calculateRefund(contract({ paid, lessonsTaken: 0 }));
      expect(at(250_000).refund).toBe(200_000);
      expect(at(249_999).refund).toBe(249_999 - 49_999);
      expect(at(300_000).refund).toBe(250_000);
    });

    it('given every lesson taken, nothing is left to refund', () => {
      expect(calculateRefund(contract({ lessonsTaken: 24 })).refund).toBe(0);
      expect(calculateRefund(contract({ lessonsTaken: 30 })).refund).toBe(0);
    });

    it('rounds the fee down to the yen, in the member’s favour', () => {
      // rest 10,001 → 20 % = 2,000.2 → 2,000
      expect(calculateRefund(contract({ paid: 10_001, lessonsTaken: 0 })).refund).toBe(8_001);
    });
  });
});
