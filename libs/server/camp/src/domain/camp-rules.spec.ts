import { reminderDue, applicationOpen, cancellationFee, claimSeats, gradeAllowed, headcountAllowed, paymentDue, schoolCancellationRefund } from './camp-rules';

const tokyo = (local: string) => new Date(`${local}+09:00`);

describe('camp rules', () => {
  describe('grade range (elementary 4 to high-school 3, within the camp\'s range)', () => {
    it.each([
      ['e4', 'e4', 'h3', true],
      ['h3', 'e4', 'h3', true],
      ['e3', 'e4', 'h3', false],
      ['h4', 'e4', 'h3', false],
      ['', 'e4', 'h3', false],
      ['e6', 'j1', 'j3', false],
      ['j2', 'j1', 'j3', true],
      ['h1', 'j1', 'j3', false],
    ] as const)('grade %s in %s..%s: %s', (grade, from, to, allowed) => {
      expect(gradeAllowed(grade, from, to)).toBe(allowed);
    });
  });

  describe('head-count 1 to 10', () => {
    it.each([
      [0, false],
      [1, true],
      [10, true],
      [11, false],
      [2.5, false],
      [-1, false],
    ])('%s children: %s', (count, allowed) => expect(headcountAllowed(count)).toBe(allowed));
  });

  describe('seat claims against the capacity', () => {
    it('given 27 of 30 seats taken, when 3 are claimed, then all 30 are taken', () => {
      expect(claimSeats(30, 27, 3)).toEqual({ ok: true, takenAfter: 30 });
    });
    it('given 27 of 30 seats taken, when 4 are claimed, then it is refused with 3 left', () => {
      expect(claimSeats(30, 27, 4)).toEqual({ ok: false, left: 3 });
    });
    it('given a full camp, when 1 is claimed, then it is refused with none left', () => {
      expect(claimSeats(30, 30, 1)).toEqual({ ok: false, left: 0 });
    });
  });

  describe('application period and payment due date', () => {
    const period = { startsAt: tokyo('2026-11-01T00:00:00'), endsAt: tokyo('2026-12-20T00:00:00') };
    it('is open from its start, closed at its end', () => {
      expect(applicationOpen(period, tokyo('2026-10-31T23:59:59'))).toBe(false);
      expect(applicationOpen(period, tokyo('2026-11-01T00:00:00'))).toBe(true);
      expect(applicationOpen(period, tokyo('2026-12-19T23:59:59'))).toBe(true);
      expect(applicationOpen(period, tokyo('2026-12-20T00:00:00'))).toBe(false);
    });
    it('a transfer is due by the end of the day before the camp (Tokyo), across a month end', () => {
      const due = paymentDue(tokyo('2027-01-01T10:00:00'));
      expect(due.date).toBe('2026-12-31');
      expect(due.endsAt.toISOString()).toBe(tokyo('2026-12-31T23:59:59.999').toISOString());
    });
    it('a camp starting at 00:30 Tokyo is due the Tokyo day before, not the UTC one', () => {
      expect(paymentDue(tokyo('2026-12-26T00:30:00')).date).toBe('2026-12-25');
    });
  });

  describe('the cancellation fee of the camp terms', () => {
    const startsAt = tokyo('2026-12-26T10:00:00');
    const fee = (cancelled: string, noContact = false) => cancellationFee({ startsAt, cancelledAt: tokyo(cancelled), noContact, paid: 33_000 });

    it.each([
      ['8 days before: no fee', '2026-12-18T23:59:00', 8, 0, 0, 33_000],
      ['7 days before: 30 %', '2026-12-19T00:00:00', 7, 30, 9_900, 23_100],
      ['4 days before: 30 %', '2026-12-22T23:59:00', 4, 30, 9_900, 23_100],
      ['5 days before: 30 %', '2026-12-21T12:00:00', 5, 30, 9_900, 23_100],
      ['3 days before: 50 %', '2026-12-23T00:00:00', 3, 50, 16_500, 16_500],
      ['1 day before: 50 %', '2026-12-25T23:59:00', 1, 50, 16_500, 16_500],
      ['the first day: 100 %', '2026-12-26T08:00:00', 0, 100, 33_000, 0],
      ['after the first day: 100 %', '2026-12-27T08:00:00', -1, 100, 33_000, 0],
    ])('%s', (_label, cancelled, daysBefore, rate, amount, refund) => {
      expect(fee(cancelled)).toEqual({ daysBefore, rate, fee: amount, refund });
    });

    it('no contact: 100 % whenever it is recorded', () => {
      expect(fee('2026-12-10T10:00:00', true)).toEqual({ daysBefore: 16, rate: 100, fee: 33_000, refund: 0 });
    });

    it('rounds the fee down to the yen', () => {
      expect(cancellationFee({ startsAt, cancelledAt: tokyo('2026-12-21T10:00:00'), noContact: false, paid: 12_345 })).toEqual({ daysBefore: 5, rate: 30, fee: 3_703, refund: 8_642 });
    });

    it('counts Tokyo days: 23:59 and 00:00 Tokyo are different days though the same UTC date', () => {
      expect(fee('2026-12-18T23:59:00').daysBefore).toBe(8);
      expect(fee('2026-12-19T00:00:00').daysBefore).toBe(7);
    });
  });

  describe('the school calls it off', () => {
    it('the whole camp: a full refund', () => expect(schoolCancellationRefund(33_000, 2, 2)).toBe(33_000));
    it('one of two days: half', () => expect(schoolCancellationRefund(33_000, 2, 1)).toBe(16_500));
    it('one of three days: a third, rounded down', () => expect(schoolCancellationRefund(10_000, 3, 1)).toBe(3_333));
  });

  describe('the reminder before the camp', () => {
    const startsAt = tokyo('2026-12-26T10:00:00');
    it.each([
      ['4 days before', '2026-12-22T23:59:00', false],
      ['3 days before', '2026-12-23T00:00:00', true],
      ['the morning of the camp, before it starts', '2026-12-26T09:00:00', true],
      ['once it has started', '2026-12-26T10:00:00', false],
    ])('%s: %s', (_label, now, due) => expect(reminderDue(startsAt, tokyo(now))).toBe(due));
  });
});
