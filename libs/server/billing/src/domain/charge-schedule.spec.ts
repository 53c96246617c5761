import { chargeSchedule, TRANSFER_DUE_DAYS } from './charge-schedule';

const charges = (count: number) => Array.from({ length: count }, () => ({ amount: 22_000, tax: 2_200 }));
const dues = (method: 'bulk' | 'split' | 'bank', from: string, count: number) => chargeSchedule(charges(count), method, new Date(from)).map((c) => c.dueAt);

describe('chargeSchedule', () => {
  it('charges a lump sum at once', () => {
    expect(dues('bulk', '2026-11-24T01:00:00.000Z', 1)).toEqual(['2026-11-24T01:00:00.000Z']);
  });

  it('charges a monthly split on the same Tokyo day each month, the first at once', () => {
    expect(dues('split', '2026-11-24T01:00:00.000Z', 3)).toEqual(['2026-11-24T01:00:00.000Z', '2026-12-24T01:00:00.000Z', '2027-01-24T01:00:00.000Z']);
  });

  it("keeps to Tokyo's calendar early in the morning there (still the day before in UTC)", () => {
    // 1 December 08:00 in Tokyo is 30 November in UTC: the next charges are on the 1st in Tokyo.
    expect(dues('split', '2026-11-30T23:00:00.000Z', 3)).toEqual(['2026-11-30T23:00:00.000Z', '2026-12-31T23:00:00.000Z', '2027-01-31T23:00:00.000Z']);
  });

  it("falls back to a short month's last day", () => {
    // 31 January in Tokyo → 28 February → 31 March.
    expect(dues('split', '2027-01-31T03:00:00.000Z', 3)).toEqual(['2027-01-31T03:00:00.000Z', '2027-02-28T03:00:00.000Z', '2027-03-31T03:00:00.000Z']);
  });

  it(`gives a bank transfer ${TRANSFER_DUE_DAYS} days`, () => {
    expect(dues('bank', '2026-11-24T01:00:00.000Z', 1)).toEqual(['2026-12-01T01:00:00.000Z']);
  });
});
