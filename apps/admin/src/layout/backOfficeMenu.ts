import type { OperatorRole } from '@coaching/contracts';

// The back office's menu, grouped by what an operator is doing (issue 33: members, lessons, trials, camp, money,
// content, settings), in the words operators use. One table says which role may open which screen: the menu shows
// each role its own entries, and the not-found page tells a role that a screen exists but is not theirs.

/** A screen in the menu: a resource's list (its label is the resource's name) or a page of its own. */
export interface BackOfficeMenuEntry {
  /** The route's first segment: `/${path}`. */
  path: string;
  /** A resource's list; otherwise a custom page labelled by `labelKey`. */
  resource?: string;
  labelKey?: string;
  roles: readonly OperatorRole[];
}

export interface BackOfficeMenuGroup {
  key: 'members' | 'lessons' | 'trials' | 'camp' | 'money' | 'content' | 'settings';
  /** The group's heading (`menu.groups.<key>`). */
  labelKey: string;
  entries: readonly BackOfficeMenuEntry[];
}

const STAFF: readonly OperatorRole[] = ['admin', 'support'];
const EVERYONE: readonly OperatorRole[] = ['admin', 'support', 'coach'];
const ADMIN: readonly OperatorRole[] = ['admin'];

const resource = (name: string, roles: readonly OperatorRole[]): BackOfficeMenuEntry => ({ path: name, resource: name, roles });
const page = (path: string, labelKey: string, roles: readonly OperatorRole[]): BackOfficeMenuEntry => ({ path, labelKey, roles });

export const BACK_OFFICE_MENU: readonly BackOfficeMenuGroup[] = [
  {
    key: 'lessons',
    labelKey: 'menu.groups.lessons',
    entries: [
      page('agenda', 'menu.agenda', EVERYONE),
      resource('lessons', EVERYONE),
      page('calendar', 'resources.lessons.calendar.menu', EVERYONE),
      resource('students', EVERYONE),
      resource('coaches', EVERYONE),
      resource('groups', STAFF),
    ],
  },
  { key: 'members', labelKey: 'menu.groups.members', entries: [resource('members', STAFF), resource('contacts', STAFF)] },
  {
    key: 'trials',
    labelKey: 'menu.groups.trials',
    entries: [resource('trials', STAFF), page('trial-calendar', 'resources.trials.calendar.menu', STAFF), resource('trial-hours', STAFF)],
  },
  { key: 'camp', labelKey: 'menu.groups.camp', entries: [resource('camp-applications', STAFF), resource('camp-events', STAFF)] },
  { key: 'money', labelKey: 'menu.groups.money', entries: [resource('payments', STAFF), resource('refunds', STAFF), resource('coupons', STAFF)] },
  {
    key: 'content',
    labelKey: 'menu.groups.content',
    entries: [resource('news', STAFF), resource('games', STAFF), resource('plans', STAFF), resource('items', STAFF)],
  },
  {
    key: 'settings',
    labelKey: 'menu.groups.settings',
    entries: [resource('operators', ADMIN), resource('audit-log', ADMIN), resource('parked-reactions', ADMIN)],
  },
];

/** The menu a role sees: its own entries, in groups, leaving out a group with none. */
export function menuFor(role: OperatorRole | null | undefined): BackOfficeMenuGroup[] {
  if (!role) return [];
  return BACK_OFFICE_MENU.map((group) => ({ ...group, entries: group.entries.filter((entry) => entry.roles.includes(role)) })).filter((group) => group.entries.length > 0);
}

/**
 * What a path the router did not match is for this role: a screen of the back office that another role may open
 * ('forbidden': say so, not "not found"), or nothing the back office has ('not-found').
 */
export function unmatchedPathKind(pathname: string, role: OperatorRole | null | undefined): 'forbidden' | 'not-found' {
  const first = pathname.replace(/^\/+/, '').split('/')[0];
  const entry = BACK_OFFICE_MENU.flatMap((group) => group.entries).find((candidate) => candidate.path === first);
  return entry && role && !entry.roles.includes(role) ? 'forbidden' : 'not-found';
}
