import { KARTE_SKILL_LABELS, KARTE_SKILLS, type KarteEntry, type KarteSkill, type LessonCancellationName, type LessonHistoryItem, type LessonStanding, type LessonStatusName, type MemberLesson } from '@coaching/contracts';
import { formatClock, formatDayTimeWithWeekday, formatDayWithWeekday, formatTimeRangeWithWeekday } from '@coaching/web-theme';

// What the lesson screens say about a lesson: its times in Asia/Tokyo whatever the browser's zone, its
// status in plain words, and the karte's ratings as chart series. Pure, so the rules are tested here.

const WEEKDAY = ['日', '月', '火', '水', '木', '金', '土'] as const;
const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  weekday: 'short',
});
const WEEKDAY_EN = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

interface TokyoTime {
  year: number;
  month: number;
  day: number;
  weekday: (typeof WEEKDAY)[number];
  time: string;
}

/** The wall clock in Tokyo at an instant. */
export function tokyoTime(value: string | Date): TokyoTime {
  const p = Object.fromEntries(parts.formatToParts(new Date(value)).map((part) => [part.type, part.value]));
  return { year: Number(p.year), month: Number(p.month), day: Number(p.day), weekday: WEEKDAY[WEEKDAY_EN.indexOf(p.weekday)], time: `${p.hour}:${p.minute}` };
}

const sameDay = (a: TokyoTime, b: TokyoTime) => a.year === b.year && a.month === b.month && a.day === b.day;

/** Spec §2 /histories: start to end, with the weekday (12月3日(木) 20:00〜21:00), through the web's one formatter. */
export function lessonRange(startedAt: string, endedAt: string): string {
  return formatTimeRangeWithWeekday(startedAt, endedAt);
}

/** 11月20日(金) 23:59 */
export function shortDateTime(value: string): string {
  return formatDayTimeWithWeekday(value);
}

/** The next-lesson card's large date and time: 11月22日(日) and 10:00〜11:00. */
export function lessonDay(startedAt: string, endedAt: string): { date: string; time: string } {
  const end = sameDay(tokyoTime(startedAt), tokyoTime(endedAt)) ? formatClock(endedAt) : formatDayTimeWithWeekday(endedAt);
  return { date: formatDayWithWeekday(startedAt), time: `${formatClock(startedAt)}〜${end}` };
}

/**
 * The lesson's number as the member reads it and quotes it to support: the first 8 characters of its id (#1a2b3c4d).
 * Not an ordinal: a count of the member's lessons would renumber them when one is moved or booked earlier, and this
 * one stays the lesson's for good and is the start of the id the back office shows.
 */
export function lessonReference(id: string): string {
  return `#${id.replace(/-/g, '').slice(0, 8).toLowerCase()}`;
}

export type LessonTone = 'scheduled' | 'done' | 'cancelled' | 'missed';

export interface LessonStatusView {
  label: string;
  tone: LessonTone;
  /** A cancelled lesson that gave a make-up credit: until when the make-up may start. */
  makeUp: string | null;
}

const CANCELLED_LABEL: Record<LessonCancellationName, string> = {
  member: 'キャンセル済み',
  'member-late': 'キャンセル（期限後）',
  school: 'スクール都合により中止',
  forfeited: '規約により受講不可',
};

const STATUS_LABEL: Record<Exclude<LessonStatusName, 'cancelled'>, [string, LessonTone]> = {
  scheduled: ['予定', 'scheduled'],
  attended: ['受講済み', 'done'],
  missed: ['欠席', 'missed'],
};

/** What became of a lesson, and its make-up credit when it gave one. */
export function lessonStatus(lesson: Pick<MemberLesson, 'status' | 'cancellation' | 'make_up_by'> & Partial<Pick<MemberLesson, 'make_up_booked'>>): LessonStatusView {
  if (lesson.status === 'cancelled') {
    return { label: CANCELLED_LABEL[lesson.cancellation ?? 'member'], tone: 'cancelled', makeUp: lesson.make_up_booked ? '振替レッスンを予約済みです' : lesson.make_up_by ? `振替受講の期限：${shortDateTime(lesson.make_up_by)}まで` : null };
  }
  const [label, tone] = STATUS_LABEL[lesson.status];
  return { label, tone, makeUp: null };
}

/**
 * /histories in two parts, by the server's word on each lesson (`upcoming`): the lessons still ahead, soonest first,
 * whatever became of them (one just cancelled stays in its place, with its make-up credit), and the history, latest first.
 */
export function upcomingAndPast<T extends Pick<LessonHistoryItem, 'upcoming' | 'started_at'>>(lessons: readonly T[]): { upcoming: T[]; past: T[] } {
  const upcoming = lessons.filter((lesson) => lesson.upcoming).sort((a, b) => Date.parse(a.started_at) - Date.parse(b.started_at));
  const past = lessons.filter((lesson) => !lesson.upcoming).sort((a, b) => Date.parse(b.started_at) - Date.parse(a.started_at));
  return { upcoming, past };
}

/** A safe outward link (the group's or the plan's Discord server), or null for anything but http(s). */
export function externalUrl(url: string | null | undefined): string | null {
  const value = url?.trim();
  return value && /^https?:\/\//i.test(value) ? value : null;
}

export interface KartePoint {
  lessonId: string;
  /** 11/22 */
  label: string;
  ratings: Record<KarteSkill, number>;
}

/** The karte's ratings over time for the chart: oldest lesson first (the timeline answers newest first). */
export function karteSeries(entries: readonly KarteEntry[]): KartePoint[] {
  return [...entries]
    .sort((a, b) => Date.parse(a.started_at) - Date.parse(b.started_at))
    .map((entry) => {
      const t = tokyoTime(entry.started_at);
      return { lessonId: entry.lesson_id, label: `${t.month}/${t.day}`, ratings: entry.ratings };
    });
}

/** The skills in the contract's order, with their Japanese labels. */
export const karteSkills = KARTE_SKILLS.map((skill) => ({ skill, label: KARTE_SKILL_LABELS[skill] }));

export interface StandingNotice {
  severity: 'warning' | 'error';
  title: string;
  text: string;
}

const monthLabel = (month: string) => `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;

/**
 * What mypage says of the terms' two-strike rule (利用規約 無断欠席等): a first no-show or late cancellation in a month
 * warns, a second says the rest of that month is lost. The gravest month speaks; none when there is nothing to say.
 */
export function standingNotice(standings: readonly LessonStanding[]): StandingNotice | null {
  const suspended = standings.find((s) => s.suspended);
  if (suspended) {
    const month = monthLabel(suspended.month);
    return {
      severity: 'error',
      title: `${month}のレッスンは受講できません`,
      text: `無断欠席または期限後のキャンセルが2回となったため、利用規約により${month}の以降のレッスンは受講できません。翌月からは通常どおり受講いただけます。`,
    };
  }
  const struck = standings.find((s) => s.strikes > 0);
  if (!struck) return null;
  const month = monthLabel(struck.month);
  return {
    severity: 'warning',
    title: '無断欠席・期限後のキャンセルについて',
    text: `${month}のレッスンで、無断欠席または期限後のキャンセルが1回ありました。同じ月に2回になると、利用規約によりその月の以降のレッスンは受講できなくなります。`,
  };
}
