import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '@coaching/server-core';
import type { CoachSummary, CoachWeeklyWindow } from './list-coaches.query';

interface CoachRow {
  id: string;
  code: string;
  name: string;
  game_id: number;
  profile: string;
  is_active: boolean;
  operator_id: string | null;
}

interface HoursRow {
  coach_id: string;
  weekday: number;
  starts: string;
  ends: string;
}

export interface CoachRecord extends CoachSummary {
  profile: string;
  operatorId: string | null;
}

/** 'HH:mm:ss' from PostgreSQL's time type → 'HH:mm'; the end of the day is stored as 23:59:59 and shown as 24:00. */
const hhmm = (t: string) => (t.startsWith('23:59:59') ? '24:00' : t.slice(0, 5));

/** The coaches matching the filter, with their weekly hours, by name. */
export async function loadCoaches(em: EntityManager, filter: { gameId?: number; ids?: readonly string[]; includeInactive?: boolean; operatorId?: string } = {}): Promise<CoachRecord[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (!filter.includeInactive) where.push('is_active');
  if (filter.gameId !== undefined) {
    where.push('game_id = ?');
    params.push(filter.gameId);
  }
  if (filter.ids) {
    if (filter.ids.length === 0) return [];
    where.push('id = any(?::uuid[])');
    params.push(`{${filter.ids.join(',')}}`);
  }
  if (filter.operatorId) {
    where.push('operator_id = ?');
    params.push(filter.operatorId);
  }
  const rows = await sql<CoachRow>(em, `select * from coaches ${where.length ? `where ${where.join(' and ')}` : ''} order by name, id`, params);
  if (rows.length === 0) return [];
  const hours = await sql<HoursRow>(em, 'select coach_id, weekday, starts::text, ends::text from coach_weekly_hours where coach_id = any(?::uuid[]) order by weekday, starts', [
    `{${rows.map((r) => r.id).join(',')}}`,
  ]);
  const byCoach = new Map<string, CoachWeeklyWindow[]>();
  for (const h of hours) byCoach.set(h.coach_id, [...(byCoach.get(h.coach_id) ?? []), { weekday: h.weekday, start: hhmm(h.starts), end: hhmm(h.ends) }]);
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: r.name,
    gameId: r.game_id,
    isActive: r.is_active,
    profile: r.profile,
    operatorId: r.operator_id,
    weeklyHours: byCoach.get(r.id) ?? [],
  }));
}
