import { z } from 'zod';

/**
 * A coach's days off (休み, issue 30) and what working hours mean for bookings: a coach (his own) or an operator (any
 * coach's) adds whole Tokyo days beside the weekly hours; make-ups and trials are offered only inside the weekly hours
 * minus the days off; an operator may still book outside them with 時間外でも登録 (`outside_hours`).
 */
export const CoachDayOffMessages = {
  dayInvalid: '休みの日付を正しく選択してください。',
  dayInPast: '今日より前の日付は休みにできません。',
  dayTooFar: '休みは180日先までの日付で登録してください。',
  noteTooLong: 'メモは100文字以内で入力してください。',
  alreadyOff: 'この日はすでに休みとして登録されています。',
  notFound: 'この日の休みは登録されていません。',
  /** The lessons and trials already booked with the coach that day (`items`: each with its time), to move first. */
  bookedOnDay: ({ items }: { items: string }) => `この日には予約済みの予定があります（${items}）。先に予定を移動またはキャンセルしてから休みにしてください。`,
  /** Scheduling on a coach's day off (an operator may pass 時間外でも登録). */
  onDayOff: 'この日はコーチの休みの日です。',
  /** A trial window outside the coach's weekly hours (an operator may pass 時間外でも登録). */
  trialHoursOutsideWorkingHours: 'コーチの対応時間外です。対応時間内の時間帯にするか、「時間外でも登録」を選択してください。',
  /** A visitor's trial slot the coach does not work then (outside his hours or on a day off). */
  trialSlotNotOffered: 'この時間は体験レッスンを受け付けていません。別の時間を選択してください。',
  added: '休みを登録しました。',
  removed: '休みを取り消しました。',
} as const;

/** How far ahead a day off may be added (days, Tokyo). */
export const COACH_DAY_OFF_MAX_DAYS_AHEAD = 180;

/** The label of the operator's override of working hours (a lesson or trial window outside them). */
export const OUTSIDE_HOURS_LABEL = '時間外でも登録';

/** `POST /admin-api/coaches/{id}/days-off`: one Tokyo date, an optional note. */
export const coachDayOffSchema = z.object({
  day: z.iso.date({ error: CoachDayOffMessages.dayInvalid }),
  note: z.string().trim().max(100, { error: CoachDayOffMessages.noteTooLong }).default(''),
});
export type CoachDayOffInput = z.infer<typeof coachDayOffSchema>;

/** One day off as the back office lists it (today and later). */
export interface AdminCoachDayOff {
  /** `YYYY-MM-DD`, Tokyo. */
  day: string;
  note: string;
}
