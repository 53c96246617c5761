import type { CurrentUser } from '@coaching/contracts';
import { groupsKey, isCourseLessonKey, latestLessonKey, shownCourseId } from './course-lessons';

const withPlan = (gameId: number): Pick<CurrentUser, 'current_plan'> => ({
  current_plan: { plan: { name: 'スタンダード', lesson_type: 'online', game: { id: gameId, name: 'VALORANT', discord_url: null } }, embed: null, chart_url: null },
});

describe('the course mypage shows', () => {
  it('is the game of the current plan, or none without a plan', () => {
    expect(shownCourseId(withPlan(2))).toBe(2);
    expect(shownCourseId({ current_plan: null })).toBeUndefined();
  });

  it('asks for that game’s next lesson and groups, and for all of them without a course', () => {
    expect(latestLessonKey(2)).toBe('/api/lessons/latest?game_id=2');
    expect(latestLessonKey()).toBe('/api/lessons/latest');
    expect(groupsKey(1)).toBe('/api/groups?game_id=1');
    expect(groupsKey(undefined)).toBe('/api/groups');
  });

  it('reads every lesson view and the groups again after a switch, nothing else', () => {
    for (const key of ['/api/lessons/latest?game_id=2', '/api/lessons?is_group=0', '/api/karte', '/api/groups?game_id=1', '/api/groups']) expect(isCourseLessonKey(key)).toBe(true);
    for (const key of ['/api/me', '/api/payments', ['/api/lessons'], null]) expect(isCourseLessonKey(key)).toBe(false);
  });
});
