import { z } from 'zod';
import { GAME_IDS } from './constants';

// The free trial (spec §1, §2 /trials, §3, §4, §5, §6, §7, §8, §9): what the member app and the back office
// send and read about trial bookings, and the one access rule both the server and the web apply.

export const TrialMessages = {
  // Spec §5: the trial form.
  nameRequired: '名前を入力して下さい',
  nameTooLong: '名前は50文字以内で入力してください。',
  agreeRequired: '利用規約に同意してください。',
  gameRequired: 'ゲームを選択してください。',
  // Spec §7: start is `YYYY-MM-DD HH:mm`, Asia/Tokyo.
  startRequired: '日時を選択してください。',
  startInvalid: '日時は「YYYY-MM-DD HH:mm」の形式で指定してください。',
  // Spec §8: 'trial booking failed'.
  bookingFailed: '無料体験の予約に失敗しました。',
  // Spec §6 and the school's rules, in the member's words.
  trialUsed: '無料体験の残り回数がありません。',
  paidMember: '有料プランをご利用中の方は無料体験をお申し込みいただけません。',
  discordRequired: '無料体験のお申し込みにはDiscordでのログインが必要です。',
  slotFull: 'この時間は満席になりました。別の時間を選択してください。',
  notOnTheHour: '体験レッスンは毎時0分から始まります。',
  tooSoon: '開始まで3時間を切った枠は予約できません。',
  beyondHorizon: '予約できるのは4週間先までです。',
  alreadyReserved: 'すでに予約中の無料体験があります。',
  holdExpired: '仮押さえの有効期限が切れました。もう一度時間を選択してください。',
  notFound: '無料体験の予約が見つかりません。',
  cancelCutoffPassed: '開始24時間前を過ぎたため、キャンセルできません。サポートまでご連絡ください。',
  notCancellable: 'この無料体験はキャンセルできません。',
  notStartedYet: '開始前の無料体験の出欠は記録できません。',
  notBooked: '予約が確定していない無料体験です。',
  cancelled: '無料体験の予約をキャンセルしました。',
  // Back office: trial hours.
  coachNotOfGame: 'このコーチはそのゲームの担当ではありません。',
  hoursInvalid: '時間帯は毎時0分で、終了は開始より後にしてください。',
  weekdayInvalid: '曜日を選択してください。',
  coachRequired: 'コーチを選択してください。',
  waitlistJoined: '空きが出たらメールでお知らせします。',
  waitlistNotFull: 'この時間にはまだ空きがあります。',
  waitlistLeft: '空き待ちを解除しました。',
  waitlistNotFound: '空き待ちの登録が見つかりません。',
} as const;

const m = TrialMessages;

/** The trial games of spec §9: 1 APEX LEGENDS, 2 VALORANT. */
export const TRIAL_GAME_IDS = [GAME_IDS.APEX_LEGENDS, GAME_IDS.VALORANT] as const;
export type TrialGameId = (typeof TRIAL_GAME_IDS)[number];
/** The trial games as the trial form offers them (spec §9). */
export const TRIAL_GAMES: ReadonlyArray<{ id: TrialGameId; name: string }> = [
  { id: GAME_IDS.APEX_LEGENDS, name: 'APEX LEGENDS' },
  { id: GAME_IDS.VALORANT, name: 'VALORANT' },
];

const gameId = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
  z.union([z.literal(TRIAL_GAME_IDS[0]), z.literal(TRIAL_GAME_IDS[1])], { error: m.gameRequired }),
);

const personName = z.string({ error: m.nameRequired }).trim().min(1, { error: m.nameRequired }).max(50, { error: m.nameTooLong });

/** `YYYY-MM-DD HH:mm`, a real calendar date and time. */
export const TRIAL_START_PATTERN = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/;
const isRealDateTime = (text: string) => {
  const match = TRIAL_START_PATTERN.exec(text);
  if (!match) return false;
  const [, y, mo, d, h, mi] = match.map(Number);
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60;
};
const start = z
  .string({ error: m.startRequired })
  .trim()
  .min(1, { error: m.startRequired })
  .refine(isRealDateTime, { error: m.startInvalid });

/** Spec §7 `POST /api/trials`: first_name, last_name, start (`YYYY-MM-DD HH:mm`, Asia/Tokyo), game_id. Holds a seat. */
export const trialRequestSchema = z.object({ last_name: personName, first_name: personName, start, game_id: gameId });
export type TrialRequest = z.infer<typeof trialRequestSchema>;

/**
 * `POST /api/trials/waitlist`: 空きが出たら通知 for a full slot (start `YYYY-MM-DD HH:mm`, game_id), with the name
 * of the trial form (the member's profile name when absent): a freed seat is held under it for the waiter.
 */
export const trialWaitlistSchema = z.object({ start, game_id: gameId, last_name: personName.optional(), first_name: personName.optional() });
export type TrialWaitlistRequest = z.infer<typeof trialWaitlistSchema>;
/** `POST /api/trials/waitlist/leave`: the member stops waiting for that slot (and gives up a seat held for them). */
export const trialWaitlistLeaveSchema = z.object({ start, game_id: gameId });
export type TrialWaitlistLeaveRequest = z.infer<typeof trialWaitlistLeaveSchema>;

/** One slot the member waits for (`GET /api/trials/waitlist`), with the seat held for them when one freed. */
export interface MemberTrialWaitlistEntry {
  game_id: number;
  game_name: string;
  /** The slot's start, ISO instant; `start` is the same in the `YYYY-MM-DD HH:mm` Tokyo form the endpoints take. */
  started_at: string;
  start: string;
  joined_at: string;
  /** A freed seat held for the member: confirm it (`POST /api/trials/{trial_id}/confirm`) before `held_until`. */
  offer: { trial_id: string; held_until: string } | null;
}

/** Spec §5 the trial form: last_name, first_name and agree required; the game chosen to go on. */
export const trialFormSchema = z.object({
  last_name: personName,
  first_name: personName,
  agree: z.literal(true, { error: m.agreeRequired }),
  game_id: gameId,
});
export type TrialForm = z.infer<typeof trialFormSchema>;

/** Spec §7 `GET /api/trials/schedule`: start (`YYYY-MM-DD`, the week's first day; today when absent) and game_id. */
export const trialScheduleQuerySchema = z.object({
  start: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: m.startInvalid })
    .optional(),
  game_id: gameId,
});

/** Spec §3 trial schedule: date label → { week, date, schedules: 'HH:mm' → available seats }. */
export type TrialSchedule = Record<string, { week: string; date: string; schedules: Record<string, number> }>;

/** A hold on a seat, answered by `POST /api/trials`; confirmed by `POST /api/trials/{id}/confirm`. */
export interface TrialHoldAnswer {
  id: string;
  status: TrialStatusName;
  started_at: string;
  ended_at: string;
  game_id: number;
  held_until: string | null;
}

export type TrialStatusName = 'held' | 'booked' | 'expired' | 'released' | 'cancelled' | 'attended' | 'no_show';

/** The member's own trial (`GET /api/trials/current`): the complete step and mypage read it. */
export interface MemberTrial extends TrialHoldAnswer {
  coach: { name: string } | null;
  /** The game's community server (spec §1: the trial takes place there), when the catalogue has one. */
  game: { name: string; discord_url: string | null };
}

/** Where a member may not book goes instead (spec §2 /trials, §6): null when they may book. */
export function trialRedirect(me: { trial_count: number; status: string | null; is_discord_login: boolean }): '/mypage' | '/mypage?discord=1' | null {
  if (me.trial_count < 1 || me.status === 'paid') return '/mypage';
  if (!me.is_discord_login) return '/mypage?discord=1';
  return null;
}

// ---- Back office ----

/** One weekly window a coach takes trials in, Asia/Tokyo: weekday 0 (Sunday) to 6, whole hours. */
export const trialHoursInputSchema = z
  .object({
    game_id: gameId,
    coach_id: z.uuid({ error: m.coachRequired }),
    weekday: z.preprocess((v) => (typeof v === 'string' && /^\d$/.test(v) ? Number(v) : v), z.number({ error: m.weekdayInvalid }).int({ error: m.weekdayInvalid }).min(0, { error: m.weekdayInvalid }).max(6, { error: m.weekdayInvalid })),
    start: z.string({ error: m.hoursInvalid }).regex(/^([01]\d|2[0-3]):00$/, { error: m.hoursInvalid }),
    end: z.string({ error: m.hoursInvalid }).regex(/^([01]\d|2[0-3]):00$|^24:00$/, { error: m.hoursInvalid }),
    /** 時間外でも登録: a window outside the coach's weekly hours, offered anyway (an operator's explicit override, issue 30). */
    outside_hours: z.boolean().optional(),
  })
  .refine((h) => h.end > h.start, { path: ['end'], error: m.hoursInvalid });
export type TrialHoursInput = z.infer<typeof trialHoursInputSchema>;

export interface AdminTrialHours {
  id: string;
  game_id: number;
  coach_id: string;
  coach_name: string;
  weekday: number;
  start: string;
  end: string;
  /** Opened outside the coach's weekly hours with 時間外でも登録. */
  outside_hours: boolean;
}

export interface AdminTrial {
  id: string;
  member_id: string;
  member_name: string;
  email: string;
  game_id: number;
  coach_id: string | null;
  coach_name: string | null;
  started_at: string;
  ended_at: string;
  status: TrialStatusName;
  /** A freed seat held for a waiter (空きが出たら通知), not one the member chose. */
  offer: boolean;
  held_until: string | null;
  converted: boolean;
  created_at: string;
}

export interface TrialConversionStats {
  from: string;
  to: string;
  trials: number;
  attended: number;
  converted: number;
  /** converted / trials taken (attended), 0 to 1; null when none. */
  rate: number | null;
}

/**
 * `GET /admin-api/trial-conversion/coaches?months=`: per coach and Tokyo month of the trial, the trials held (attended),
 * the no-shows, and how many members of the held trials bought their first plan within 30 days of the trial
 * (`TRIAL_CONVERSION_DAYS`, billing's `SubscriptionStarted` → `TrialConverted`). Admin and support only.
 */
export interface CoachTrialConversionMonth {
  month: string;
  coach_id: string;
  coach_name: string;
  attended: number;
  no_shows: number;
  converted: number;
  /** converted / attended, 0 to 1; null when none was held. */
  rate: number | null;
}
export const TRIAL_CONVERSION_DAYS = 30;
const MONTHS_INVALID = '期間は1〜24か月で指定してください。';
export const coachTrialConversionQuerySchema = z.object({ months: z.coerce.number({ error: MONTHS_INVALID }).int({ error: MONTHS_INVALID }).min(1, { error: MONTHS_INVALID }).max(24, { error: MONTHS_INVALID }).default(6) });

export const ADMIN_TRIAL_SORT_FIELDS = ['starts_at', 'created_at', 'status'] as const;
/** The back office's trial list filter: game, status, and the slot's Tokyo days (`YYYY-MM-DD`, inclusive). */
export const adminTrialFilterSchema = z.object({
  game_id: z.coerce.number().int().optional(),
  status: z.enum(['held', 'booked', 'expired', 'released', 'cancelled', 'attended', 'no_show']).optional(),
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  coach_id: z.uuid().optional(),
});
export const ADMIN_TRIAL_HOURS_SORT_FIELDS = ['weekday', 'start', 'game_id'] as const;
export const adminTrialHoursFilterSchema = z.object({ game_id: z.coerce.number().int().optional(), coach_id: z.uuid().optional() });
/** `GET /admin-api/trial-conversion?from=&to=`: Tokyo days, inclusive. */
export const trialConversionQuerySchema = z.object({
  from: z.string({ error: TrialMessages.startRequired }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: TrialMessages.startInvalid }),
  to: z.string({ error: TrialMessages.startRequired }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: TrialMessages.startInvalid }),
  game_id: z.coerce.number().int().optional(),
});
export const trialAttendanceSchema = z.object({ attended: z.boolean({ error: TrialMessages.notBooked }) });

/** How the back office names a trial's status. */
export const TRIAL_STATUS_LABELS: Record<TrialStatusName, string> = {
  held: '仮押さえ',
  booked: '予約確定',
  expired: '期限切れ',
  released: '取り消し',
  cancelled: 'キャンセル',
  attended: '出席',
  no_show: '欠席',
};
export const TRIAL_STATUSES = Object.keys(TRIAL_STATUS_LABELS) as TrialStatusName[];
export const WEEKDAY_LABELS = ['日', '月', '火', '水', '木', '金', '土'] as const;
