import type { AdminLesson, LessonCancellationName, LessonStatusName, WeeklyHours } from '@coaching/contracts';
import { DateTime } from 'luxon';
import { TOKYO } from '../calendar/calendarModel';

// What the back office's lesson screens compute: times in Asia/Tokyo whatever the operator's zone, the
// calendar's visible range and events, and a coach's weekly hours laid over that range.

export { availabilityWindows, type CalendarView, TOKYO, visibleRange } from '../calendar/calendarModel';

export const STATUS_COLORS: Record<LessonStatusName, 'primary' | 'success' | 'default' | 'error'> = { scheduled: 'primary', attended: 'success', cancelled: 'default', missed: 'error' };

/** The status's translation key: a cancelled lesson says who called it off. */
export function statusKey(lesson: Pick<AdminLesson, 'status' | 'cancellation'>): string {
  if (lesson.status === 'cancelled') return `resources.lessons.cancellation.${lesson.cancellation ?? ('member' satisfies LessonCancellationName)}`;
  return `resources.lessons.status.${lesson.status}`;
}

/** Who the lesson is for: the member (name, else e-mail) or the group. */
export function lessonWho(lesson: Pick<AdminLesson, 'member' | 'group'>): string {
  if (lesson.group) return lesson.group.name;
  return lesson.member?.name ?? lesson.member?.email ?? '—';
}

/** 2026/11/22(日) 10:00〜11:00, in Tokyo. */
export function lessonTimeRange(startsAt: string, endsAt: string): string {
  const start = DateTime.fromISO(startsAt, { zone: TOKYO }).setLocale('ja');
  const end = DateTime.fromISO(endsAt, { zone: TOKYO }).setLocale('ja');
  const sameDay = start.hasSame(end, 'day');
  return `${start.toFormat('yyyy/MM/dd(ccc) HH:mm')}〜${sameDay ? end.toFormat('HH:mm') : end.toFormat('MM/dd HH:mm')}`;
}

/** The lesson's length in minutes. */
export const lessonMinutes = (lesson: Pick<AdminLesson, 'starts_at' | 'ends_at'>) => Math.round((Date.parse(lesson.ends_at) - Date.parse(lesson.starts_at)) / 60_000);

/** Whether a lesson has begun, so its attendance may be recorded. */
export const hasStarted = (lesson: Pick<AdminLesson, 'starts_at'>, now = Date.now()) => Date.parse(lesson.starts_at) <= now;

export interface LessonEvent {
  id: string;
  title: string;
  start: Date;
  end: Date;
  resource: AdminLesson;
}

/** Lessons as calendar events: who, and the coach when all coaches are shown. */
export function lessonEvents(lessons: readonly AdminLesson[], withCoach: boolean): LessonEvent[] {
  return lessons.map((lesson) => ({
    id: lesson.id,
    title: withCoach ? `${lessonWho(lesson)}（${lesson.coach.name}）` : lessonWho(lesson),
    start: new Date(lesson.starts_at),
    end: new Date(lesson.ends_at),
    resource: lesson,
  }));
}

/** A coach's weekly hours in one line: 月 19:00〜23:00、土 10:00〜18:00. */
export function weeklyHoursSummary(hours: readonly WeeklyHours[], weekdays: readonly string[]): string {
  return [...hours]
    .sort((a, b) => (a.weekday === b.weekday ? a.start.localeCompare(b.start) : ((a.weekday + 6) % 7) - ((b.weekday + 6) % 7)))
    .map((h) => `${weekdays[h.weekday]} ${h.start}〜${h.end}`)
    .join('、');
}
