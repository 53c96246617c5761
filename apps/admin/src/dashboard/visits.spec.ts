import { describe, expect, it } from '@jest/globals';
import { summarizeVisits } from './visits';

describe('summarizeVisits', () => {
  const now = new Date('2026-11-22T03:00:00Z'); // 12:00 in Tokyo

  it('gives every day of the window, oldest first, with zero for quiet days', () => {
    const summary = summarizeVisits([{ day: '2026-11-21', path: '/', views: 3 }, { day: '2026-11-22', path: '/contact', views: 2 }, { day: '2026-11-22', path: '/', views: 1 }], 3, now);
    expect(summary.days).toEqual([
      { day: '2026-11-20', views: 0 },
      { day: '2026-11-21', views: 3 },
      { day: '2026-11-22', views: 3 },
    ]);
    expect(summary.total).toBe(6);
    expect(summary.topPages).toEqual([
      { path: '/', views: 4 },
      { path: '/contact', views: 2 },
    ]);
  });

  it('counts days in Asia/Tokyo: at 00:30 Tokyo (still the day before in UTC) the window ends on the Tokyo day', () => {
    const summary = summarizeVisits([{ day: '2026-11-22', path: '/', views: 4 }], 2, new Date('2026-11-21T15:30:00Z'));
    expect(summary.days).toEqual([
      { day: '2026-11-21', views: 0 },
      { day: '2026-11-22', views: 4 },
    ]);
  });
});
