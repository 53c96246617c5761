import { serviceStart } from './refund-facts';

// 役務の提供時期 (the legal notice): 「お支払いの確認後、担当コーチの決定をもって提供を開始します」.
const at = (iso: string) => new Date(iso);

describe('the service start a refund dates (issue 32)', () => {
  it('given no coach assigned, when the refund is calculated, then the service has not started', () => {
    expect(serviceStart(null, at('2026-12-01T10:00:00+09:00'))).toEqual({ at: null, basis: 'not-started' });
  });

  it('given a coach assigned after the payment, then the service starts at the assignment', () => {
    expect(serviceStart(at('2026-12-03T15:00:00+09:00'), at('2026-12-01T10:00:00+09:00'))).toEqual({ at: at('2026-12-03T15:00:00+09:00'), basis: 'coach-assigned' });
  });

  it('given a renewal paid after the coach was assigned, then the service of that period starts with the period', () => {
    expect(serviceStart(at('2026-10-03T15:00:00+09:00'), at('2026-12-01T10:00:00+09:00'))).toEqual({ at: at('2026-12-01T10:00:00+09:00'), basis: 'period-start' });
  });
});
