import { activeTrialIntent, googleCalendarUrl, TRIAL_INTENT_DAYS, trialCalendarDetails } from './trial-funnel';

describe('the free trial intent as GET /api/me shows it', () => {
  const now = new Date('2026-12-01T03:00:00.000Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3600 * 1000).toISOString();
  const member = { trialCount: 1, paid: false };

  it('is the game, named, while recent, with a trial left and not paid', () => {
    expect(activeTrialIntent({ gameId: 2, recordedAt: daysAgo(1) }, member, now)).toEqual({ game_id: 2, game_name: 'VALORANT' });
    expect(activeTrialIntent({ gameId: 1, recordedAt: daysAgo(TRIAL_INTENT_DAYS) }, member, now)).toEqual({ game_id: 1, game_name: 'APEX LEGENDS' });
  });

  it('lapses after TRIAL_INTENT_DAYS, and is none without a trial left, once paid, or for a game that offers no trial', () => {
    expect(activeTrialIntent({ gameId: 2, recordedAt: daysAgo(TRIAL_INTENT_DAYS + 0.01) }, member, now)).toBeNull();
    expect(activeTrialIntent({ gameId: 2, recordedAt: daysAgo(1) }, { trialCount: 0, paid: false }, now)).toBeNull();
    expect(activeTrialIntent({ gameId: 2, recordedAt: daysAgo(1) }, { trialCount: 1, paid: true }, now)).toBeNull();
    expect(activeTrialIntent({ gameId: 99, recordedAt: daysAgo(1) }, member, now)).toBeNull();
    expect(activeTrialIntent(null, member, now)).toBeNull();
    expect(activeTrialIntent(undefined, member, now)).toBeNull();
  });
});

describe('add-to-calendar', () => {
  it("Google Calendar's link carries the title, the UTC times and the details", () => {
    const url = new URL(googleCalendarUrl({ title: '無料体験レッスン（VALORANT）', startsAt: '2026-12-03T11:00:00.000Z', endsAt: '2026-12-03T12:00:00.000Z', details: 'a\nb' }));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({ action: 'TEMPLATE', text: '無料体験レッスン（VALORANT）', dates: '20261203T110000Z/20261203T120000Z', details: 'a\nb', ctz: 'Asia/Tokyo' });
  });

  it('the details name the coach when there is one, and the Discord server when the game has one', () => {
    expect(trialCalendarDetails({ coach: { name: '伊藤 蓮' }, game: { discord_url: 'https://discord.gg/x' } }, 'https://s/mypage')).toBe(
      '担当コーチ：伊藤 蓮\n体験レッスンはDiscordサーバーで行います：https://discord.gg/x\nご予約の確認・キャンセル：https://s/mypage',
    );
    expect(trialCalendarDetails({ coach: null, game: { discord_url: null } }, 'https://s/mypage')).toBe('体験レッスンはDiscordサーバーで行います。\nご予約の確認・キャンセル：https://s/mypage');
  });
});
