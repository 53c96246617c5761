import type { MemberNotification, NotificationList } from '@coaching/contracts';
import { bellLabel, readMark, unreadCount } from './read-state';

const item = (id: string, created_at: string, unread: boolean): MemberNotification => ({ id, kind: 'lesson_scheduled', title: id, link: null, created_at, unread });
const list = (data: MemberNotification[]): NotificationList => ({ data, meta: { unread: data.filter((n) => n.unread).length } });

describe('the bell read state', () => {
  it('the badge is the server count, and the bell says it', () => {
    expect(unreadCount(undefined)).toBe(0);
    const two = list([item('b', '2026-12-02T10:00:00.000Z', true), item('a', '2026-12-01T10:00:00.000Z', true)]);
    expect(unreadCount(two)).toBe(2);
    expect(bellLabel(unreadCount(two))).toBe('通知（未読2件）');
    expect(bellLabel(0)).toBe('通知');
  });

  it('opening marks read up to the newest unread item shown', () => {
    const shown = list([item('news-1', '2026-12-03T09:00:00.000Z', true), item('b', '2026-12-02T10:00:00.123Z', true), item('a', '2026-12-01T10:00:00.000Z', false)]);
    expect(readMark(shown)).toBe('2026-12-03T09:00:00.000Z');
    // Whatever order the items come in.
    expect(readMark(list([...shown.data].reverse()))).toBe('2026-12-03T09:00:00.000Z');
  });

  it('nothing to mark when nothing shown is unread, or nothing is loaded', () => {
    expect(readMark(undefined)).toBeNull();
    expect(readMark(list([item('a', '2026-12-01T10:00:00.000Z', false)]))).toBeNull();
    expect(readMark(list([]))).toBeNull();
  });

  it('after the server answers, the badge and the items agree: none unread, count 0', () => {
    const answered = list([item('b', '2026-12-02T10:00:00.000Z', false), item('a', '2026-12-01T10:00:00.000Z', false)]);
    expect(unreadCount(answered)).toBe(answered.data.filter((n) => n.unread).length);
    expect(readMark(answered)).toBeNull();
  });
});
