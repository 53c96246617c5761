import type { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { hourlySlots, tokyoDate, tokyoDays, tokyoDaysBetween, tokyoWeekday } from '@coaching/contracts';
import { domainError, sql, sqlTransaction } from '@coaching/server-core';
import { ListCoachBusyTimesQuery, ListCoachesQuery, ListCoachWorkingTimesQuery } from '@coaching/server-lessons/queries';
import { worksSlot } from '../domain/coach-working-time';
import { addMinutes, TRIAL_MINUTES } from '../domain/trial-rules';
import { TrialErrors } from '../domain/trials-errors';

interface HoursRow {
  coach_id: string;
  weekday: number;
  start_time: string;
  end_time: string;
  outside_hours: boolean;
}

/** One slot's coaches: who takes trials then (trial hours, active, no lesson), and who of them is free (no seat taken). */
export interface SlotCoaches {
  startsAt: Date;
  capacity: string[];
  free: string[];
}

/**
 * How many seats a 60-minute slot has: the game's trial coaches whose trial hours cover it, who are active, work
 * then (their weekly hours minus their days off, the lessons context's `ListCoachWorkingTimesQuery`; a window opened
 * with 時間外でも登録 only off their days off, issue 30) and teach no lesson then (the lessons context's published
 * queries), less those whose seat is taken (`trial_seats`). The hold command takes its candidates from here; the worker writes the counts into the
 * schedule's read model (`trial_availability`). Only the seat row's unique claim decides who gets a seat.
 */
@Injectable()
export class TrialSlots {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /** The slots of a game starting in [from, to), with their coaches. */
  async coachesOf(em: EntityManager, gameId: number, from: Date, to: Date): Promise<SlotCoaches[]> {
    const hours = await sql<HoursRow>(em, 'select coach_id, weekday, start_time, end_time, outside_hours from trial_hours where game_id = ?', [gameId]);
    if (hours.length === 0) return [];
    const coaches = await this.queries.execute(new ListCoachesQuery({ gameId }));
    const active = new Set(coaches.filter((c) => c.isActive).map((c) => c.id));
    const days = tokyoDays(tokyoDate(from), tokyoDaysBetween(from, to) + 1);
    const hoursOf = new Map((await this.queries.execute(new ListCoachWorkingTimesQuery([...active], from, addMinutes(to, TRIAL_MINUTES)))).map((t) => [t.coachId, t]));
    const bySlot = new Map<number, Set<string>>();
    for (const day of days) {
      const weekday = tokyoWeekday(day);
      for (const window of hours) {
        if (window.weekday !== weekday || !active.has(window.coach_id)) continue;
        for (const startsAt of hourlySlots(day, window.start_time, window.end_time)) {
          if (startsAt < from || startsAt >= to) continue;
          if (!worksSlot(hoursOf.get(window.coach_id), startsAt, addMinutes(startsAt, TRIAL_MINUTES), window.outside_hours)) continue;
          const key = startsAt.getTime();
          bySlot.set(key, (bySlot.get(key) ?? new Set()).add(window.coach_id));
        }
      }
    }
    if (bySlot.size === 0) return [];
    const coachIds = [...new Set([...bySlot.values()].flatMap((s) => [...s]))];
    const [busy, seats] = await Promise.all([
      this.queries.execute(new ListCoachBusyTimesQuery(coachIds, from, addMinutes(to, TRIAL_MINUTES))),
      sql<{ coach_id: string; starts_at: Date }>(em, 'select coach_id, starts_at from trial_seats where coach_id = any(?::uuid[]) and starts_at >= ? and starts_at < ?', [
        `{${coachIds.join(',')}}`,
        from,
        to,
      ]),
    ]);
    const seated = new Set(seats.map((s) => `${s.coach_id}@${new Date(s.starts_at).getTime()}`));
    return [...bySlot.entries()]
      .sort(([a], [b]) => a - b)
      .map(([key, ids]) => {
        const startsAt = new Date(key);
        const endsAt = addMinutes(startsAt, TRIAL_MINUTES);
        const teaching = (coachId: string) => busy.some((b) => b.coachId === coachId && b.startsAt < endsAt && b.endsAt > startsAt);
        const capacity = [...ids].filter((id) => !teaching(id)).sort();
        return { startsAt, capacity, free: capacity.filter((id) => !seated.has(`${id}@${key}`)) };
      });
  }

  /**
   * The coaches a hold may claim for one slot (their seats may yet be taken by a concurrent hold). A slot no coach
   * of the game works (no trial hours then, outside their working hours, a day off) is refused as not offered: a
   * crafted request for such an hour is not told it is merely full. A freed seat's offer to a waiter asks for none.
   */
  async candidates(em: EntityManager, gameId: number, startsAt: Date, { whenNotOffered = 'refuse' }: { whenNotOffered?: 'refuse' | 'none' } = {}): Promise<string[]> {
    const [slot] = await this.coachesOf(em, gameId, startsAt, addMinutes(startsAt, 1));
    if (slot && slot.startsAt.getTime() === startsAt.getTime()) return slot.free;
    if (whenNotOffered === 'none') return [];
    throw domainError(TrialErrors.SLOT_NOT_OFFERED);
  }

  /**
   * Writes the schedule's read model for a game over [from, to): every slot's capacity and seats left; slots
   * no longer offered (hours removed) are dropped. Run by the worker after seats change, and on hours edits.
   */
  async refresh(em: EntityManager, gameId: number, from: Date, to: Date): Promise<void> {
    const slots = await this.coachesOf(em, gameId, from, to);
    await sqlTransaction(em, async (tx) => {
      const starts = `{${slots.map((s) => s.startsAt.toISOString()).join(',')}}`;
      await sql(tx, 'delete from trial_availability where game_id = ? and starts_at >= ? and starts_at < ? and not (starts_at = any(?::timestamptz[]))', [gameId, from, to, starts]);
      if (slots.length === 0) return;
      const values: unknown[] = [];
      const rows = slots.map((s) => {
        values.push(gameId, s.startsAt, s.capacity.length, `{${s.capacity.join(',')}}`);
        return '(?::int, ?::timestamptz, ?::int, ?::uuid[])';
      });
      // Seats left are counted as the row is written, not when the coaches were read: a refresh that started
      // before a later hold cannot write a count that forgets it.
      await sql(
        tx,
        `insert into trial_availability (game_id, starts_at, capacity, seats, refreshed_at)
         select v.game_id, v.starts_at, v.capacity,
                greatest(0, v.capacity - (select count(*) from trial_seats s where s.starts_at = v.starts_at and s.coach_id = any(v.coaches)))::int, now()
           from (values ${rows.join(', ')}) as v(game_id, starts_at, capacity, coaches)
         on conflict (game_id, starts_at) do update set capacity = excluded.capacity, seats = excluded.seats, refreshed_at = excluded.refreshed_at`,
        values,
      );
    });
  }
}
