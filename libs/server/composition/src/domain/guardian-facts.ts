import { type GuardianChild, type LessonStatusName, tokyoMonth } from '@coaching/contracts';

interface RecordedLesson {
  startsAt: Date;
  endsAt: Date;
  status: LessonStatusName;
  coachName: string;
}

/** The child's next lesson: the first scheduled one not yet over. */
export function nextLesson(lessons: RecordedLesson[], now: Date): GuardianChild['next_lesson'] {
  const next = lessons.filter((l) => l.status === 'scheduled' && l.endsAt > now).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0];
  return next ? { started_at: next.startsAt.toISOString(), ended_at: next.endsAt.toISOString(), coach_name: next.coachName || null } : null;
}

/** This Tokyo month's lessons: attended, and scheduled (attended plus those still to be held; not cancelled or missed). */
export function attendanceThisMonth(lessons: RecordedLesson[], now: Date): GuardianChild['attendance'] {
  const month = tokyoMonth(now);
  const ofMonth = lessons.filter((l) => tokyoMonth(l.startsAt) === month);
  const attended = ofMonth.filter((l) => l.status === 'attended').length;
  return { attended, scheduled: attended + ofMonth.filter((l) => l.status === 'scheduled').length };
}
