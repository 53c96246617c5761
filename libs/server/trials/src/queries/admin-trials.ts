import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import { type ADMIN_TRIAL_HOURS_SORT_FIELDS, type ADMIN_TRIAL_SORT_FIELDS, type AdminTrial, type AdminTrialHours, type adminTrialFilterSchema, type CoachTrialConversionMonth, TRIAL_CONVERSION_DAYS, addTokyoMonths, tokyoMonth, tokyoMonthRange, type adminTrialHoursFilterSchema, fromTokyo, shareOf, shiftTokyoDate, type TrialConversionStats, type TrialStatusName } from '@coaching/contracts';
import { type ListParams, sql } from '@coaching/server-core';
import { GetMemberContactsQuery } from '@coaching/server-identity/queries';
import { ListCoachesQuery } from '@coaching/server-lessons/queries';
import type { z } from 'zod';

interface TrialRow {
  id: string;
  member_id: string;
  game_id: number;
  coach_id: string | null;
  starts_at: Date;
  ends_at: Date;
  status: TrialStatusName;
  offer: boolean;
  held_until: Date | null;
  converted_at: Date | null;
  created_at: Date;
  last_name: string;
  first_name: string;
  total: string;
}

const SORT_COLUMN = { starts_at: 't.starts_at', created_at: 't.created_at', status: 't.status' } as const;
const dayAfter = (day: string) => fromTokyo(shiftTokyoDate(day, 1));

async function coachNames(queries: QueryBus, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map();
  const coaches = await queries.execute(new ListCoachesQuery({ ids: wanted, includeInactive: true }));
  return new Map(coaches.map((c) => [c.id, c.name]));
}

/** The members' e-mail addresses by id (identity's published query); unknown ids are left out. */
async function memberEmails(queries: QueryBus, ids: string[]): Promise<Map<string, string>> {
  const contacts = await queries.execute(new GetMemberContactsQuery(ids));
  return new Map(contacts.map((c) => [c.memberId, c.email]));
}

/** The back office's trial bookings (holds that lapsed included, filterable by status), with member, coach and conversion. */
export async function listAdminTrials(
  em: EntityManager,
  queries: QueryBus,
  params: ListParams<(typeof ADMIN_TRIAL_SORT_FIELDS)[number], z.infer<typeof adminTrialFilterSchema>>,
  id?: string,
): Promise<{ rows: AdminTrial[]; total: number }> {
  const where = ["t.status <> 'requested'"];
  const values: unknown[] = [];
  const f = params.filter;
  if (id) {
    where.push('t.id = ?');
    values.push(id);
  }
  if (f.game_id !== undefined) {
    where.push('t.game_id = ?');
    values.push(f.game_id);
  }
  if (f.status) {
    where.push('t.status = ?');
    values.push(f.status);
  }
  if (f.coach_id) {
    where.push('t.coach_id = ?');
    values.push(f.coach_id);
  }
  if (f.from) {
    where.push('t.starts_at >= ?');
    values.push(fromTokyo(f.from));
  }
  if (f.to) {
    where.push('t.starts_at < ?');
    values.push(dayAfter(f.to));
  }
  const rows = await sql<TrialRow>(
    em,
    `select t.*, count(*) over () as total from trials t where ${where.join(' and ')}
      order by ${SORT_COLUMN[params.sort.field]} ${params.sort.order}, t.id limit ? offset ?`,
    [...values, params.range.end - params.range.start + 1, params.range.start],
  );
  const [emails, coaches] = await Promise.all([memberEmails(queries, rows.map((r) => r.member_id)), coachNames(queries, rows.map((r) => r.coach_id))]);
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map((r) => ({
      id: r.id,
      member_id: r.member_id,
      member_name: `${r.last_name} ${r.first_name}`,
      email: emails.get(r.member_id) ?? '',
      game_id: r.game_id,
      coach_id: r.coach_id,
      coach_name: r.coach_id ? (coaches.get(r.coach_id) ?? null) : null,
      started_at: new Date(r.starts_at).toISOString(),
      ended_at: new Date(r.ends_at).toISOString(),
      status: r.status,
      offer: r.offer,
      held_until: r.held_until ? new Date(r.held_until).toISOString() : null,
      converted: r.converted_at !== null,
      created_at: new Date(r.created_at).toISOString(),
    })),
  };
}

/**
 * Trials that took place in [from, to] (Tokyo days; booked, attended or no-show, not cancelled), how many
 * were attended, and how many of those members bought a plan afterwards: the trial → paid conversion rate.
 */
/** The trials conversion counts: taken place or due to (booked, attended, no-show); not holds, requests or cancellations. */
export const COUNTED_TRIAL_STATUSES = "('booked', 'attended', 'no_show')";

export async function trialConversion(em: EntityManager, from: string, to: string, gameId?: number): Promise<TrialConversionStats> {
  const [row] = await sql<{ trials: string; attended: string; converted: string }>(
    em,
    `select count(*) as trials,
            count(*) filter (where status = 'attended') as attended,
            count(*) filter (where converted_at is not null) as converted
       from trials where status in ${COUNTED_TRIAL_STATUSES} and starts_at >= ? and starts_at < ? and (?::int is null or game_id = ?::int)`,
    [fromTokyo(from), dayAfter(to), gameId ?? null, gameId ?? null],
  );
  const trials = Number(row.trials);
  const converted = Number(row.converted);
  return { from, to, trials, attended: Number(row.attended), converted, rate: trials > 0 ? converted / trials : null };
}

/**
 * Per coach and Tokyo month of the trial, the last `months` months, newest first: trials held (attended), no-shows, and how
 * many members of the held trials bought their first plan within `TRIAL_CONVERSION_DAYS` days of the trial's start. The
 * purchase is the trial's `TrialConverted` (from billing's `SubscriptionStarted`, at the moment paid): events, not counters.
 */
export async function coachTrialConversion(em: EntityManager, queries: QueryBus, months: number, now = new Date()): Promise<CoachTrialConversionMonth[]> {
  const since = tokyoMonthRange(tokyoMonth(addTokyoMonths(now, -(months - 1)))).from;
  const rows = await sql<{ month: string; coach_id: string; attended: number; no_shows: number; converted: number }>(
    em,
    `select to_char(starts_at at time zone 'Asia/Tokyo', 'YYYY-MM') as month, coach_id,
            count(*) filter (where status = 'attended')::int as attended,
            count(*) filter (where status = 'no_show')::int as no_shows,
            count(*) filter (where status = 'attended' and converted_at <= starts_at + make_interval(days => ?))::int as converted
       from trials where status in ('attended', 'no_show') and coach_id is not null and starts_at >= ?
      group by 1, 2`,
    [TRIAL_CONVERSION_DAYS, since],
  );
  const names = await coachNames(queries, rows.map((r) => r.coach_id));
  return rows
    .map((r) => ({ ...r, coach_name: names.get(r.coach_id) ?? '', rate: shareOf(r.converted, r.attended) }))
    .sort((a, b) => b.month.localeCompare(a.month) || a.coach_name.localeCompare(b.coach_name, 'ja'));
}

export async function listTrialHours(
  em: EntityManager,
  queries: QueryBus,
  params: ListParams<(typeof ADMIN_TRIAL_HOURS_SORT_FIELDS)[number], z.infer<typeof adminTrialHoursFilterSchema>>,
): Promise<{ rows: AdminTrialHours[]; total: number }> {
  const where = ['true'];
  const values: unknown[] = [];
  if (params.filter.game_id !== undefined) {
    where.push('game_id = ?');
    values.push(params.filter.game_id);
  }
  if (params.filter.coach_id) {
    where.push('coach_id = ?');
    values.push(params.filter.coach_id);
  }
  const column = { weekday: 'weekday', start: 'start_time', game_id: 'game_id' }[params.sort.field];
  const rows = await sql<{ id: string; game_id: number; coach_id: string; weekday: number; start_time: string; end_time: string; outside_hours: boolean; total: string }>(
    em,
    `select *, count(*) over () as total from trial_hours where ${where.join(' and ')}
      order by ${column} ${params.sort.order}, weekday, start_time, id limit ? offset ?`,
    [...values, params.range.end - params.range.start + 1, params.range.start],
  );
  const coaches = await coachNames(queries, rows.map((r) => r.coach_id));
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map((r) => ({ id: r.id, game_id: r.game_id, coach_id: r.coach_id, coach_name: coaches.get(r.coach_id) ?? '', weekday: r.weekday, start: r.start_time, end: r.end_time, outside_hours: r.outside_hours })),
  };
}
