import { createEvents, type EventAttributes } from 'ics';

/** A lesson as a phone calendar shows it. */
export interface FeedLesson {
  id: string;
  startsAt: Date;
  endsAt: Date;
  status: 'scheduled' | 'cancelled' | 'attended' | 'missed';
  /** 'レッスン（伊藤 蓮 コーチ）' for a member, 'レッスン：山田 太郎 様' for a coach. */
  title: string;
  url: string | null;
}

const toUtcArray = (at: Date): [number, number, number, number, number] => [at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes()];

/**
 * An iCalendar feed (RFC 5545, written by the `ics` library) of lessons: each lesson keeps its uid across updates, so
 * a phone that subscribed moves a rescheduled lesson and strikes a cancelled one (STATUS:CANCELLED) instead of adding.
 */
export function lessonCalendar(name: string, lessons: readonly FeedLesson[]): string {
  const events: EventAttributes[] = lessons.map((l) => ({
    uid: `lesson-${l.id}@ggcoach`,
    start: toUtcArray(l.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: toUtcArray(l.endsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: l.status === 'cancelled' ? `【キャンセル】${l.title}` : l.title,
    status: l.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    ...(l.url ? { url: l.url } : {}),
    calName: name,
    productId: 'ggcoach/lessons',
  }));
  if (events.length === 0) {
    // A calendar with no lessons yet is still a calendar the phone can subscribe to.
    return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:ggcoach/lessons', `X-WR-CALNAME:${name}`, 'END:VCALENDAR', ''].join('\r\n');
  }
  const { error, value } = createEvents(events);
  if (error || !value) throw error ?? new Error('calendar not written');
  return value;
}
