import { fromTokyo, type KarteEntry, type LessonStatusName, shiftTokyoDate, tokyoDate, tokyoWeekday } from '@coaching/contracts';
import { nextLesson } from './guardian-facts';

/** The week a summary sent at `now` tells of: the last whole Monday–Sunday in Tokyo before `now`'s week. */
export interface SummaryWeek {
  /** Its Monday, 'YYYY-MM-DD' (Tokyo): the key a guardian's summary is sent once per. */
  weekStart: string;
  from: Date;
  /** The next Monday's midnight (exclusive). */
  to: Date;
}

export function summaryWeek(now: Date): SummaryWeek {
  const today = tokyoDate(now);
  // Days back to this week's Monday (Sunday is the 7th day of the week that began six days before).
  const sinceMonday = (tokyoWeekday(today) + 6) % 7;
  const thisMonday = shiftTokyoDate(today, -sinceMonday);
  const weekStart = shiftTokyoDate(thisMonday, -7);
  return { weekStart, from: fromTokyo(weekStart), to: fromTokyo(thisMonday) };
}

interface RecordedLesson {
  startsAt: Date;
  endsAt: Date;
  status: LessonStatusName;
  coachName: string;
}

/** One child's week as the summary mail tells it. */
export interface ChildWeek {
  name: string;
  attended: number;
  missed: number;
  nextLesson: { startsAt: string; endsAt: string; coachName: string | null } | null;
  /** The karte notes shared with guardians, of the week's lessons, oldest first. */
  karte: Array<{ startedAt: string; coachName: string; workedOn: string; homework: string }>;
}

/**
 * A linked child's last week: lessons attended and missed (a cancelled one is neither), the next lesson from `now`,
 * and the shared karte notes of the week's lessons.
 */
export function childWeek(name: string, lessons: RecordedLesson[], sharedKarte: KarteEntry[], week: SummaryWeek, now: Date): ChildWeek {
  const inWeek = (at: Date) => at >= week.from && at < week.to;
  const ofWeek = lessons.filter((l) => inWeek(l.startsAt));
  const next = nextLesson(lessons, now);
  return {
    name,
    attended: ofWeek.filter((l) => l.status === 'attended').length,
    missed: ofWeek.filter((l) => l.status === 'missed').length,
    nextLesson: next ? { startsAt: next.started_at, endsAt: next.ended_at, coachName: next.coach_name } : null,
    karte: sharedKarte
      .filter((k) => inWeek(new Date(k.started_at)))
      .sort((a, b) => a.started_at.localeCompare(b.started_at))
      .map((k) => ({ startedAt: k.started_at, coachName: k.coach.name, workedOn: k.worked_on, homework: k.homework })),
  };
}
