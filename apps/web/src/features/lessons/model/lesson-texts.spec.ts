import type { KarteEntry } from '@coaching/contracts';
import { externalUrl, karteSeries, karteSkills, lessonDay, lessonRange, lessonReference, lessonStatus, shortDateTime, standingNotice, upcomingAndPast } from './lesson-texts';

describe('lesson times, in Asia/Tokyo whatever the zone of the browser, with the weekday (the web’s one formatter)', () => {
  it('shows start to end with the day and its weekday (spec §2 /histories)', () => {
    // 11:00 UTC is 20:00 in Tokyo.
    expect(lessonRange('2026-12-03T11:00:00Z', '2026-12-03T12:00:00Z')).toBe('12月3日(木) 20:00〜21:00');
    expect(lessonRange('2026-11-22T01:00:00Z', '2026-11-22T02:00:00Z')).toBe('11月22日(日) 10:00〜11:00');
  });

  it('takes the Tokyo day, not the UTC day, across midnight and the year end', () => {
    // 15:30 UTC on 31 Dec is 00:30 on 1 Jan in Tokyo.
    expect(lessonRange('2026-12-31T15:30:00Z', '2026-12-31T16:30:00Z')).toBe('1月1日(金) 00:30〜01:30');
    expect(lessonDay('2026-12-31T15:30:00Z', '2026-12-31T16:30:00Z')).toEqual({ date: '1月1日(金)', time: '00:30〜01:30' });
  });

  it("names the end's day when the lesson runs past midnight", () => {
    expect(lessonRange('2026-11-22T14:30:00Z', '2026-11-22T15:30:00Z')).toBe('11月22日(日) 23:30〜11月23日(月) 00:30');
    expect(lessonDay('2026-11-22T14:30:00Z', '2026-11-22T15:30:00Z')).toEqual({ date: '11月22日(日)', time: '23:30〜11月23日(月) 00:30' });
  });

  it('writes a deadline with its weekday', () => {
    expect(shortDateTime('2026-11-20T14:59:59.999Z')).toBe('11月20日(金) 23:59');
  });
});

describe('lessonReference: the lesson’s number instead of its raw id', () => {
  it('is the start of the id, stable whatever happens to the member’s other lessons', () => {
    expect(lessonReference('3F2A9C1B-77aa-4bbb-8ccc-0123456789ab')).toBe('#3f2a9c1b');
  });
});

describe('upcomingAndPast: the coming lessons soonest first, the history latest first, by the server’s word', () => {
  it('splits on `upcoming` alone, keeping a cancelled lesson still ahead among the coming ones', () => {
    const lesson = (id: string, started_at: string, upcoming: boolean) => ({ id, started_at, upcoming });
    // The api answers latest first.
    const answer = [lesson('later', '2026-12-09T11:00:00Z', true), lesson('cancelled', '2026-12-05T11:00:00Z', true), lesson('next', '2026-12-03T11:00:00Z', true), lesson('old', '2026-11-20T11:00:00Z', false), lesson('older', '2026-11-13T11:00:00Z', false)];
    const { upcoming, past } = upcomingAndPast(answer);
    expect(upcoming.map((l) => l.id)).toEqual(['next', 'cancelled', 'later']);
    expect(past.map((l) => l.id)).toEqual(['old', 'older']);
  });
});

describe('lessonStatus', () => {
  it('says a cancelled lesson with a credit is cancelled, and until when its make-up may start', () => {
    expect(lessonStatus({ status: 'cancelled', cancellation: 'member', make_up_by: '2026-11-29T14:59:00Z' })).toEqual({
      label: 'キャンセル済み',
      tone: 'cancelled',
      makeUp: '振替受講の期限：11月29日(日) 23:59まで',
    });
  });

  it('says the make-up is booked once the credit is used, instead of its deadline', () => {
    expect(lessonStatus({ status: 'cancelled', cancellation: 'member', make_up_by: '2026-11-29T14:59:00Z', make_up_booked: true })).toEqual({
      label: 'キャンセル済み',
      tone: 'cancelled',
      makeUp: '振替レッスンを予約済みです',
    });
  });

  it('gives no make-up line to a late cancellation without a credit', () => {
    expect(lessonStatus({ status: 'cancelled', cancellation: 'member-late', make_up_by: null })).toEqual({ label: 'キャンセル（期限後）', tone: 'cancelled', makeUp: null });
  });

  it.each([
    ['scheduled', '予定', 'scheduled'],
    ['attended', '受講済み', 'done'],
    ['missed', '欠席', 'missed'],
  ] as const)('%s reads %s', (status, label, tone) => {
    expect(lessonStatus({ status, cancellation: null, make_up_by: null })).toEqual({ label, tone, makeUp: null });
  });
});

describe('externalUrl', () => {
  it('keeps http(s) links and refuses anything else', () => {
    expect(externalUrl(' https://discord.gg/abc ')).toBe('https://discord.gg/abc');
    expect(externalUrl('javascript:alert(1)')).toBeNull();
    expect(externalUrl(null)).toBeNull();
    expect(externalUrl('')).toBeNull();
  });
});

describe('karteSeries', () => {
  const entry = (id: string, startedAt: string, aim: number): KarteEntry => ({
    lesson_id: id,
    started_at: startedAt,
    coach: { name: 'コーチ' },
    game: { id: 2, name: 'VALORANT' },
    worked_on: 'x',
    homework: '',
    ratings: { aim, movement: 3, game_sense: 3, communication: 3 },
    written_at: startedAt,
  });

  it('puts the oldest lesson first, labelled with its Tokyo date', () => {
    const series = karteSeries([entry('b', '2026-11-15T15:30:00Z', 4), entry('a', '2026-11-08T01:00:00Z', 2)]);
    expect(series.map((p) => [p.lessonId, p.label, p.ratings.aim])).toEqual([
      ['a', '11/8', 2],
      ['b', '11/16', 4],
    ]);
  });

  it('names the four skills in Japanese', () => {
    expect(karteSkills.map((s) => s.label)).toEqual(['エイム', '立ち回り', 'ゲーム理解', 'コミュニケーション']);
  });
});

describe('standingNotice: the two-strike rule on mypage', () => {
  it('says nothing without a strike', () => {
    expect(standingNotice([])).toBeNull();
    expect(standingNotice([{ month: '2026-12', strikes: 0, suspended: false }])).toBeNull();
  });

  it('warns after a first no-show or late cancellation, naming the month and what a second would do', () => {
    expect(standingNotice([{ month: '2026-12', strikes: 1, suspended: false }])).toEqual({
      severity: 'warning',
      title: '無断欠席・期限後のキャンセルについて',
      text: '2026年12月のレッスンで、無断欠席または期限後のキャンセルが1回ありました。同じ月に2回になると、利用規約によりその月の以降のレッスンは受講できなくなります。',
    });
  });

  it('says the rest of the month is lost after a second, over a warning of another month', () => {
    const notice = standingNotice([
      { month: '2026-12', strikes: 1, suspended: false },
      { month: '2027-01', strikes: 2, suspended: true },
    ]);
    expect(notice).toEqual({
      severity: 'error',
      title: '2027年1月のレッスンは受講できません',
      text: '無断欠席または期限後のキャンセルが2回となったため、利用規約により2027年1月の以降のレッスンは受講できません。翌月からは通常どおり受講いただけます。',
    });
  });
});
