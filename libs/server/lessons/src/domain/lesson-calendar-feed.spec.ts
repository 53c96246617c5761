import { lessonCalendar } from './lesson-calendar-feed';

describe('a lesson calendar feed (iCalendar)', () => {
  const lesson = {
    id: '6f1c0a5e-1111-4e2a-9d3b-000000000001',
    startsAt: new Date('2026-12-01T11:00:00Z'),
    endsAt: new Date('2026-12-01T12:00:00Z'),
    status: 'scheduled' as const,
    title: 'レッスン（伊藤 蓮 コーチ）',
    url: 'https://discord.gg/ggcoach-valorant',
  };

  it('given a scheduled lesson, writes one event at its UTC times with a stable uid and the Discord link', () => {
    const ics = lessonCalendar('GG COACH レッスン', [lesson]);
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`UID:lesson-${lesson.id}@ggcoach`);
    expect(ics).toContain('DTSTART:20261201T110000Z');
    expect(ics).toContain('DTEND:20261201T120000Z');
    expect(ics).toContain('SUMMARY:レッスン（伊藤 蓮 コーチ）');
    expect(ics).toContain('STATUS:CONFIRMED');
    expect(ics).toContain('URL:https://discord.gg/ggcoach-valorant');
  });

  it('given a cancelled lesson, keeps its uid and marks it cancelled, so a phone strikes it rather than adding one', () => {
    const ics = lessonCalendar('GG COACH レッスン', [{ ...lesson, status: 'cancelled' }]);
    expect(ics).toContain(`UID:lesson-${lesson.id}@ggcoach`);
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain('SUMMARY:【キャンセル】レッスン');
  });

  it('given no lessons, is still a calendar to subscribe to', () => {
    const ics = lessonCalendar('GG COACH レッスン', []);
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r\n$/);
    expect(ics).not.toContain('BEGIN:VEVENT');
  });
});
