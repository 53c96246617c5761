import { describe, expect, it } from '@jest/globals';
import { BACK_OFFICE_MENU, menuFor, unmatchedPathKind } from './backOfficeMenu';

const paths = (role: 'admin' | 'support' | 'coach') => menuFor(role).map((group) => [group.key, group.entries.map((entry) => entry.path)]);

describe('the back-office menu: grouped, and each role shown only what it may use', () => {
  it('gives a coach their day, lessons, calendar, students and own record, in one group', () => {
    expect(paths('coach')).toEqual([['lessons', ['agenda', 'lessons', 'calendar', 'students', 'coaches']]]);
  });

  it('gives support every group but the settings', () => {
    expect(paths('support').map(([key]) => key)).toEqual(['lessons', 'members', 'trials', 'camp', 'money', 'content']);
  });

  it('gives an admin the settings too (operators, the audit log, parked reactions)', () => {
    expect(paths('admin').at(-1)).toEqual(['settings', ['operators', 'audit-log', 'parked-reactions']]);
  });

  it('shows nothing before the role is known', () => {
    expect(menuFor(null)).toEqual([]);
  });

  it('lists every screen once', () => {
    const all = BACK_OFFICE_MENU.flatMap((group) => group.entries.map((entry) => entry.path));
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('an unmatched path: a screen that is not this role’s, or no screen at all', () => {
  it('tells a coach that the members, trials or payments screens are not theirs (with or without a record id)', () => {
    expect(unmatchedPathKind('/members', 'coach')).toBe('forbidden');
    expect(unmatchedPathKind('/trials/0b1c/show', 'coach')).toBe('forbidden');
    expect(unmatchedPathKind('/trial-calendar', 'coach')).toBe('forbidden');
    expect(unmatchedPathKind('/payments', 'coach')).toBe('forbidden');
  });

  it('tells support that the operators screen is the admin’s', () => {
    expect(unmatchedPathKind('/operators', 'support')).toBe('forbidden');
  });

  it('answers "not found" for a path the back office does not have, whoever asks', () => {
    expect(unmatchedPathKind('/no-such-screen', 'coach')).toBe('not-found');
    expect(unmatchedPathKind('/no-such-screen', 'admin')).toBe('not-found');
  });
});
