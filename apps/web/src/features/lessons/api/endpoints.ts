// The member's lesson calls (spec §7), built in one place so the pages and the SWR keys agree on them.

const segment = (value: string) => encodeURIComponent(value);

export const lessonsApi = {
  history: (group: boolean) => `/api/lessons?is_group=${group ? 1 : 0}`,
  latest: '/api/lessons/latest',
  cancel: (lessonId: string) => `/api/lessons/${segment(lessonId)}/cancel`,
  groups: '/api/groups',
  karte: '/api/karte',
  calendarFeed: '/api/lessons/calendar-feed',
  /** The member's own coach (mypage's card); the photo's address comes in its answer. */
  coach: '/api/coach',
  /** The monthly 「今月、上達を実感できましたか？」 (issue 29). */
  progressQuestion: '/api/lessons/progress-question',
} as const;

/** Every SWR key that shows a lesson: a cancellation reads them again. */
export const isLessonKey = (key: unknown): boolean => typeof key === 'string' && (key.startsWith('/api/lessons') || key === lessonsApi.karte);
