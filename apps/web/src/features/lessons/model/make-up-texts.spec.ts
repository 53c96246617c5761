import { MakeUpMessages } from '@coaching/contracts';
import { ApiError } from '../../../lib/http';
import { makeUpDays, makeUpDeadline, makeUpRange, makeUpRefusal } from './make-up-texts';

// 2026-12-07T09:00Z is Monday 18:00 in Tokyo.
const hour = (iso: string) => ({ started_at: iso, ended_at: new Date(new Date(iso).getTime() + 3600_000).toISOString() });

describe('make-up texts', () => {
  it('groups the free hours by their Tokyo day, with the weekday, whatever the browser’s zone', () => {
    const days = makeUpDays([hour('2026-12-07T09:00:00.000Z'), hour('2026-12-07T10:00:00.000Z'), hour('2026-12-07T15:00:00.000Z'), hour('2026-12-08T09:00:00.000Z')]);
    expect(days.map((d) => [d.date, d.label, d.hours.map((h) => h.label)])).toEqual([
      ['2026-12-07', '12月7日(月)', ['18:00〜19:00', '19:00〜20:00']],
      // 15:00Z is midnight in Tokyo: the next day.
      ['2026-12-08', '12月8日(火)', ['00:00〜01:00', '18:00〜19:00']],
    ]);
    expect(makeUpDays([])).toEqual([]);
  });

  it('says the deadline and a chosen hour', () => {
    expect(makeUpDeadline('2026-12-14T11:00:00.000Z')).toBe('振替期限：12月14日(月) 20:00まで');
    expect(makeUpRange(hour('2026-12-07T09:00:00.000Z'))).toBe('12月7日(月) 18:00〜19:00');
    expect(makeUpRange({ started_at: '2026-12-07T14:30:00.000Z', ended_at: '2026-12-07T15:30:00.000Z' })).toBe('12月7日(月) 23:30〜12月8日(火) 00:30');
  });

  it('answers a refusal in the server’s words, and whether the hours must be read again', () => {
    expect(makeUpRefusal(new ApiError(409, MakeUpMessages.hourTaken, { starts_at: [MakeUpMessages.hourTaken] }))).toEqual({ message: MakeUpMessages.hourTaken, retake: true });
    expect(makeUpRefusal(new ApiError(422, MakeUpMessages.outsideWindow))).toEqual({ message: MakeUpMessages.outsideWindow, retake: false });
    expect(makeUpRefusal(new TypeError('Failed to fetch'))).toEqual({ message: MakeUpMessages.bookFailed, retake: false });
  });
});
