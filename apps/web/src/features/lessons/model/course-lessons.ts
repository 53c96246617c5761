import type { CurrentUser } from '@coaching/contracts';
import { isLessonKey, lessonsApi } from '../api/endpoints';

/**
 * The course mypage shows (issue 29): the game of `current_plan`, which the server chooses from the member's selected
 * course (else their latest plan). Its next lesson and groups are asked for by this game, so the plan, the chart,
 * the next lesson and the groups always speak of one course. Undefined without a plan: every lesson then.
 */
export const shownCourseId = (me: Pick<CurrentUser, 'current_plan'>): number | undefined => me.current_plan?.plan.game.id ?? undefined;

const withGame = (path: string, gameId: number | undefined) => (gameId === undefined ? path : `${path}?game_id=${encodeURIComponent(String(gameId))}`);

/** `GET /api/lessons/latest`, of one game when given: the SWR key changes with the course, so a switch reads the other course's. */
export const latestLessonKey = (gameId?: number) => withGame(lessonsApi.latest, gameId);

/** `GET /api/groups`, of one game when given. */
export const groupsKey = (gameId?: number) => withGame(lessonsApi.groups, gameId);

/** The SWR keys a course switch reads again: every lesson view and the groups. */
export const isCourseLessonKey = (key: unknown): boolean => typeof key === 'string' && (isLessonKey(key) || key.startsWith(lessonsApi.groups));
