import type { EntityManager } from '@mikro-orm/postgresql';
import { tokyoDate } from '@coaching/contracts';
import { sql } from '@coaching/server-core';

/** The coaches' days off (Tokyo dates, with their notes) that touch [from, to), by coach, earliest first. */
export async function coachDaysOff(em: EntityManager, coachIds: readonly string[], from: Date, to: Date): Promise<Map<string, { day: string; note: string }[]>> {
  const byCoach = new Map<string, { day: string; note: string }[]>();
  if (coachIds.length === 0) return byCoach;
  const rows = await sql<{ coach_id: string; day: string; note: string }>(
    em,
    "select coach_id, to_char(day, 'YYYY-MM-DD') as day, note from coach_days_off where coach_id = any(?::uuid[]) and day >= ?::date and day <= ?::date order by day",
    [`{${coachIds.join(',')}}`, tokyoDate(from), tokyoDate(to)],
  );
  for (const r of rows) byCoach.set(r.coach_id, [...(byCoach.get(r.coach_id) ?? []), { day: r.day, note: r.note }]);
  return byCoach;
}

/** One coach's days off touching [from, to), as dates. */
export const daysOffOf = async (em: EntityManager, coachId: string, from: Date, to: Date): Promise<string[]> => ((await coachDaysOff(em, [coachId], from, to)).get(coachId) ?? []).map((d) => d.day);
