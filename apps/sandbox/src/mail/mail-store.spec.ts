import { MailStore, type NewMail } from './mail-store';

const mail = (overrides: Partial<NewMail> = {}): NewMail => ({
  from: 'GG COACH <no-reply@ggcoach.example>',
  to: ['taro@example.jp'],
  subject: '件名',
  text: '本文',
  html: null,
  messageId: '<1@ggcoach.example>',
  ...overrides,
});

describe('MailStore', () => {
  it('keeps messages newest first with an id and the receive time', () => {
    const store = new MailStore();
    const first = store.add(mail({ subject: 'first' }), new Date('2026-11-22T01:00:00Z'));
    const second = store.add(mail({ subject: 'second' }), new Date('2026-11-22T01:05:00Z'));
    expect(store.list().map((m) => m.subject)).toEqual(['second', 'first']);
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.id).not.toBe(second.id);
    expect(second.date).toBe('2026-11-22T01:05:00.000Z');
    expect(store.get(first.id)).toEqual(first);
    expect(store.get('unknown')).toBeUndefined();
  });

  it('lower-cases and de-duplicates recipients', () => {
    const stored = new MailStore().add(mail({ to: ['Taro@Example.JP', 'taro@example.jp ', 'hanako@example.jp'] }));
    expect(stored.to).toEqual(['taro@example.jp', 'hanako@example.jp']);
  });

  it('filters by exact recipient, ignoring case', () => {
    const store = new MailStore();
    store.add(mail({ to: ['taro@example.jp'], subject: 'taro' }));
    store.add(mail({ to: ['hanako@example.jp', 'taro@example.jp'], subject: 'both' }));
    store.add(mail({ to: ['jiro@example.jp'], subject: 'jiro' }));
    expect(store.list({ to: 'TARO@example.jp' }).map((m) => m.subject)).toEqual(['both', 'taro']);
    expect(store.list({ to: 'taro' })).toEqual([]);
    expect(store.list({ to: '' })).toHaveLength(3);
  });

  it('drops the oldest messages beyond its capacity', () => {
    const store = new MailStore(3);
    for (const subject of ['1', '2', '3', '4', '5']) store.add(mail({ subject }));
    expect(store.list().map((m) => m.subject)).toEqual(['5', '4', '3']);
    expect(store.size).toBe(3);
  });

  it('empties on clear', () => {
    const store = new MailStore();
    store.add(mail());
    store.clear();
    expect(store.list()).toEqual([]);
  });

  it('returns copies of the list so callers cannot reorder the inbox', () => {
    const store = new MailStore();
    store.add(mail({ subject: 'a' }));
    store.add(mail({ subject: 'b' }));
    store.list().reverse();
    expect(store.list().map((m) => m.subject)).toEqual(['b', 'a']);
  });
});
