import type { MemberTrial, MemberTrialWaitlistEntry, TrialHoldAnswer, TrialRequest, TrialSchedule, TrialWaitlistLeaveRequest, TrialWaitlistRequest } from '@coaching/contracts';
import useSWR from 'swr';
import { http } from '../../../lib/http';

export const trialsApi = {
  schedule: (gameId: number, start: string) => `/api/trials/schedule?start=${encodeURIComponent(start)}&game_id=${gameId}`,
  hold: '/api/trials',
  confirm: (id: string) => `/api/trials/${encodeURIComponent(id)}/confirm`,
  waitlist: '/api/trials/waitlist',
  leaveWaitlist: '/api/trials/waitlist/leave',
  current: '/api/trials/current',
  cancel: (id: string) => `/api/trials/${encodeURIComponent(id)}/cancel`,
  release: (id: string) => `/api/trials/${encodeURIComponent(id)}/release`,
  /** The member's booked trial as an iCalendar file (add-to-calendar). */
  calendar: (id: string) => `/api/trials/${encodeURIComponent(id)}/calendar.ics`,
} as const;

/** Seats a taken slot disappears within this long without a reload (and at once when the tab comes back). */
export const SCHEDULE_REFRESH_MS = 5_000;

/**
 * `GET /api/trials/schedule` (spec §7) for the week from `start`: kept fresh by SWR (an interval, focus and
 * reconnect), so a seat someone else takes leaves the calendar by itself.
 */
export function useTrialSchedule(gameId: number | null, start: string) {
  return useSWR<TrialSchedule, unknown>(gameId ? trialsApi.schedule(gameId, start) : null, (url: string) => http.get<TrialSchedule>(url), {
    refreshInterval: SCHEDULE_REFRESH_MS,
    revalidateOnFocus: true,
    keepPreviousData: true,
  });
}

/** `POST /api/trials`: holds a seat for a few minutes while the member confirms. */
export const holdTrial = (request: TrialRequest) => http.post<TrialHoldAnswer>(trialsApi.hold, request);
/** Turns the hold into a booking; answers the booked trial (coach, game and its Discord server). */
export const confirmTrial = async (id: string) => (await http.post<{ data: MemberTrial }>(trialsApi.confirm(id))).data;
/** 空きが出たら通知 for a full hour; answers the message to show. */
export const joinTrialWaitlist = async (request: TrialWaitlistRequest) => (await http.post<{ message: string }>(trialsApi.waitlist, request)).message;
/** The member stops waiting for a slot (a seat held for them goes to the next waiter); answers the message to show. */
export const leaveTrialWaitlist = async (request: TrialWaitlistLeaveRequest) => (await http.post<{ message: string }>(trialsApi.leaveWaitlist, request)).message;

/** The slots the member waits for (`GET /api/trials/waitlist`), with a seat held for them when one freed. */
export function useTrialWaitlist() {
  return useSWR<MemberTrialWaitlistEntry[], unknown>(trialsApi.waitlist, async (url: string) => (await http.get<{ data: MemberTrialWaitlistEntry[] }>(url)).data, { refreshInterval: 30_000 });
}

/** The member backs out of the confirm modal: the seat returns at once. */
export const releaseTrial = (id: string) => http.post<unknown>(trialsApi.release(id));

/** The member's latest trial (`GET /api/trials/current`), for /mypage. */
export function useCurrentTrial() {
  return useSWR<MemberTrial | null, unknown>(trialsApi.current, async (url: string) => (await http.get<{ data: MemberTrial | null }>(url)).data);
}

/** The member calls off their booking (until 24 hours before); answers the message to show. */
export const cancelTrial = async (id: string) => (await http.post<{ message: string }>(trialsApi.cancel(id))).message;
