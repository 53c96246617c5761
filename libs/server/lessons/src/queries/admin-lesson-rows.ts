import type { EntityManager } from '@mikro-orm/postgresql';
import { type AdminCoach, type AdminLesson, type AdminLessonFilter, type AdminStudent, tokyoMonth, tokyoMonthRange } from '@coaching/contracts';
import type { QueryBus } from '@nestjs/cqrs';
import { sql } from '@coaching/server-core';
import { GetGameSummariesQuery } from '@coaching/server-catalogue/queries';
import type { MemberContact } from '@coaching/server-identity/queries';
import { cancelDeadline } from '../domain/lesson-terms';
import { addOnPlanIds } from './add-on-plans';
import { type CancelTermsOf, cancelTermsOfPlans } from './cancel-terms';
import { loadCoaches } from './coach-rows';
import { memberContactsOf, membersMatching } from './member-contacts';

// What the back office reads about lessons, coaches and students. `coachScope` (a coach operator's own coach id)
// narrows every answer to that coach; null is the staff's whole view.

interface LessonRow {
  id: string;
  kind: 'personal' | 'group';
  member_id: string | null;
  group_id: string | null;
  group_name: string | null;
  coach_id: string;
  coach_name: string;
  starts_at: Date;
  ends_at: Date;
  status: AdminLesson['status'];
  cancellation: AdminLesson['cancellation'];
  cancel_reason: string | null;
  source: AdminLesson['source'];
  make_up_by: Date | null;
  /** The plan of the lesson's subscription, whose terms give its cancel deadline. */
  plan_id: number | null;
}

const SELECT_LESSONS = `select l.id, l.kind, l.member_id, l.group_id, g.name as group_name, l.coach_id, c.name as coach_name, l.starts_at, l.ends_at,
       l.status, l.cancellation, l.cancel_reason, l.source, l.make_up_by, s.plan_id
  from lessons l join coaches c on c.id = l.coach_id left join lesson_groups g on g.id = l.group_id
  left join lesson_students s on s.subscription_id = l.subscription_id`;

const memberOf = async (queries: QueryBus, ids: (string | null)[]) => memberContactsOf(queries, ids.filter((id): id is string => Boolean(id)));

const toAdminLesson = (r: LessonRow, contacts: Map<string, MemberContact>, termsOf: CancelTermsOf): AdminLesson => {
  const contact = r.member_id ? contacts.get(r.member_id) : undefined;
  return {
    id: r.id,
    kind: r.kind,
    member: r.member_id ? { id: r.member_id, name: [contact?.lastName, contact?.firstName].filter(Boolean).join(' ') || null, email: contact?.email ?? '' } : null,
    group: r.group_id ? { id: r.group_id, name: r.group_name ?? '' } : null,
    coach: { id: r.coach_id, name: r.coach_name },
    starts_at: new Date(r.starts_at).toISOString(),
    ends_at: new Date(r.ends_at).toISOString(),
    status: r.status,
    cancellation: r.cancellation,
    cancel_reason: r.cancel_reason,
    source: r.source,
    make_up_by: r.make_up_by ? new Date(r.make_up_by).toISOString() : null,
    cancel_deadline: new Date(cancelDeadline(new Date(r.starts_at), termsOf(r.plan_id)).getTime() - 1).toISOString(),
  };
};

export async function listAdminLessons(
  em: EntityManager,
  queries: QueryBus,
  coachScope: string | null,
  params: { sort: { field: 'starts_at' | 'status'; order: 'ASC' | 'DESC' }; range: { start: number; end: number }; filter: AdminLessonFilter },
): Promise<{ rows: AdminLesson[]; total: number }> {
  const where: string[] = [];
  const values: unknown[] = [];
  const when = (condition: string, ...params: unknown[]) => {
    where.push(condition);
    values.push(...params);
  };
  const { filter } = params;
  if (coachScope) when('l.coach_id = ?', coachScope);
  if (filter.coach_id) when('l.coach_id = ?', filter.coach_id);
  if (filter.member_id) when('l.member_id = ?', filter.member_id);
  if (filter.status) when('l.status = ?', filter.status);
  if (filter.starts_from) when('l.ends_at > ?', filter.starts_from);
  if (filter.starts_to) when('l.starts_at < ?', filter.starts_to);
  if (filter.id) when('l.id = any(?::uuid[])', `{${(Array.isArray(filter.id) ? filter.id : [filter.id]).join(',')}}`);
  const clause = where.length ? `where ${where.join(' and ')}` : '';
  const [{ total }] = await sql<{ total: string }>(em, `select count(*) as total from lessons l ${clause}`, values);
  const order = `l.${params.sort.field} ${params.sort.order === 'ASC' ? 'asc' : 'desc'}, l.id`;
  const rows = await sql<LessonRow>(em, `${SELECT_LESSONS} ${clause} order by ${order} limit ? offset ?`, [...values, params.range.end - params.range.start + 1, params.range.start]);
  const contacts = await memberOf(queries, rows.map((r) => r.member_id));
  const termsOf = await cancelTermsOfPlans(queries, rows.map((r) => r.plan_id));
  return { rows: rows.map((r) => toAdminLesson(r, contacts, termsOf)), total: Number(total) };
}

export async function getAdminLesson(em: EntityManager, queries: QueryBus, coachScope: string | null, id: string): Promise<AdminLesson | null> {
  const [row] = await sql<LessonRow>(em, `${SELECT_LESSONS} where l.id = ? ${coachScope ? 'and l.coach_id = ?' : ''}`, coachScope ? [id, coachScope] : [id]);
  if (!row) return null;
  return toAdminLesson(row, await memberOf(queries, [row.member_id]), await cancelTermsOfPlans(queries, [row.plan_id]));
}

export async function listAdminCoaches(
  em: EntityManager,
  queries: QueryBus,
  coachScope: string | null,
  filter: { id?: string | string[]; game_id?: number; is_active?: boolean; q?: string } = {},
): Promise<AdminCoach[]> {
  const ids = coachScope ? [coachScope] : filter.id ? (Array.isArray(filter.id) ? filter.id : [filter.id]) : undefined;
  const coaches = await loadCoaches(em, { ids, gameId: filter.game_id, includeInactive: filter.is_active !== true });
  // The search box: part of the name or the code, ignoring case and full-width letters (ＡＢＣ as ABC).
  const folded = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
  const wanted = filter.q ? folded(filter.q) : '';
  const shown = coaches.filter((c) => (filter.is_active === false ? !c.isActive : true) && (!wanted || folded(c.name).includes(wanted) || folded(c.code).includes(wanted)));
  if (shown.length === 0) return [];
  const students = await sql<{ coach_id: string; count: string }>(em, 'select coach_id, count(*) from lesson_students where coach_id = any(?::uuid[]) and ends_at > now() group by coach_id', [
    `{${shown.map((c) => c.id).join(',')}}`,
  ]);
  const photos = await sql<{ coach_id: string; updated_at: Date }>(em, 'select coach_id, updated_at from coach_photos where coach_id = any(?::uuid[])', [`{${shown.map((c) => c.id).join(',')}}`]);
  const games = new Map((await queries.execute(new GetGameSummariesQuery([...new Set(shown.map((c) => c.gameId))]))).map((g) => [g.id, g.name]));
  const photoUrl = (coachId: string) => {
    const photo = photos.find((p) => p.coach_id === coachId);
    return photo ? `/admin-api/coaches/${coachId}/photo?v=${new Date(photo.updated_at).getTime()}` : null;
  };
  return shown.map((c) => ({
    id: c.id,
    code: c.code,
    name: c.name,
    game_id: c.gameId,
    profile: c.profile,
    is_active: c.isActive,
    has_account: c.operatorId !== null,
    weekly_hours: c.weeklyHours,
    students: Number(students.find((s) => s.coach_id === c.id)?.count ?? 0),
    game_name: games.get(c.gameId) ?? null,
    photo_url: photoUrl(c.id),
  }));
}

interface StudentRow {
  subscription_id: string;
  member_id: string;
  game_id: number;
  plan_id: number;
  lessons_per_month: number;
  starts_at: Date;
  ends_at: Date;
  coach_id: string | null;
  coach_name: string | null;
  lessons_this_month: string;
  plan_lessons_this_month: string;
  extra_lessons_this_month: string;
  make_up_lessons_this_month: string;
  add_on_lessons_per_month: string;
  chart_url: string | null;
}

/**
 * Running subscriptions with their coach (null: 未割当) first, then by start (newest first) or by the sort asked for.
 * An add plan is not a student of its own while its course's plan runs (issue 34): its row is left out and its lessons
 * a month are shown on the course's row (`add_on_lessons_per_month`).
 */
export async function listAdminStudents(
  em: EntityManager,
  queries: QueryBus,
  coachScope: string | null,
  params: { sort?: { field: 'starts_at' | 'ends_at'; order: 'ASC' | 'DESC' }; range: { start: number; end: number }; filter: { unassigned?: boolean; coach_id?: string; q?: string; id?: string | string[] } },
  now = new Date(),
): Promise<{ rows: AdminStudent[]; total: number }> {
  const { from, to } = tokyoMonthRange(tokyoMonth(now));
  const addOnPlans = await addOnPlanIds(em, queries, { runningAt: now });
  const where: string[] = ['s.ends_at > ?'];
  const values: unknown[] = [now];
  const when = (condition: string, ...params: unknown[]) => {
    where.push(condition);
    values.push(...params);
  };
  const { filter } = params;
  // Asked for by id (a record's own page), an add plan's row is still answered.
  if (!filter.id) {
    when(
      `not (s.plan_id = any(?::int[]) and exists (select 1 from lesson_students b where b.member_id = s.member_id and b.game_id = s.game_id
         and b.subscription_id <> s.subscription_id and b.ends_at > ? and not b.plan_id = any(?::int[])))`,
      addOnPlans,
      now,
      addOnPlans,
    );
  }
  if (coachScope) when('s.coach_id = ?', coachScope);
  if (filter.unassigned) where.push('s.coach_id is null');
  if (filter.coach_id) when('s.coach_id = ?', filter.coach_id);
  if (filter.id) when('s.subscription_id = any(?::uuid[])', `{${(Array.isArray(filter.id) ? filter.id : [filter.id]).join(',')}}`);
  if (filter.q) when('s.member_id = any(?::uuid[])', `{${(await membersMatching(queries, filter.q, 500)).join(',')}}`);
  const clause = `where ${where.join(' and ')}`;
  const [{ total }] = await sql<{ total: string }>(em, `select count(*) as total from lesson_students s ${clause}`, values);
  const { field, order } = params.sort ?? { field: 'starts_at', order: 'DESC' };
  // Named here, never taken from the request: a sort field is only a key of this map.
  const column = { starts_at: 's.starts_at', ends_at: 's.ends_at' }[field];
  const rows = await sql<StudentRow>(
    em,
    `select s.*, c.name as coach_name, m.*,
            (select coalesce(sum(a.lessons_per_month), 0) from lesson_students a where a.member_id = s.member_id and a.game_id = s.game_id
               and a.subscription_id <> s.subscription_id and a.plan_id = any(?::int[]) and a.starts_at <= ? and a.ends_at > ?) as add_on_lessons_per_month
       from lesson_students s left join coaches c on c.id = s.coach_id
       cross join lateral (
         select count(*) filter (where l.status <> 'cancelled') as lessons_this_month,
                count(*) filter (where l.source = 'plan') as plan_lessons_this_month,
                count(*) filter (where l.source = 'extra' and l.status <> 'cancelled') as extra_lessons_this_month,
                count(*) filter (where l.source = 'make-up' and l.status <> 'cancelled') as make_up_lessons_this_month
           from lessons l where l.subscription_id = s.subscription_id and l.starts_at >= ? and l.starts_at < ?) m
       ${clause}
      order by s.coach_id is null desc, ${column} ${order === 'ASC' ? 'asc' : 'desc'}, s.subscription_id limit ? offset ?`,
    [addOnPlans, now, now, from, to, ...values, params.range.end - params.range.start + 1, params.range.start],
  );
  const contacts = await memberContactsOf(queries, rows.map((r) => r.member_id));
  return {
    rows: rows.map((r) => {
      const c = contacts.get(r.member_id);
      return {
        id: r.subscription_id,
        member: { id: r.member_id, name: [c?.lastName, c?.firstName].filter(Boolean).join(' ') || null, email: c?.email ?? '' },
        game_id: r.game_id,
        plan_id: r.plan_id,
        lessons_per_month: r.lessons_per_month,
        starts_at: new Date(r.starts_at).toISOString(),
        ends_at: new Date(r.ends_at).toISOString(),
        coach: r.coach_id ? { id: r.coach_id, name: r.coach_name ?? '' } : null,
        lessons_this_month: Number(r.lessons_this_month),
        plan_lessons_this_month: Number(r.plan_lessons_this_month),
        extra_lessons_this_month: Number(r.extra_lessons_this_month),
        make_up_lessons_this_month: Number(r.make_up_lessons_this_month),
        add_on_lessons_per_month: Number(r.add_on_lessons_per_month),
        chart_url: r.chart_url,
      };
    }),
    total: Number(total),
  };
}
