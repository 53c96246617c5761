import { z } from 'zod';
import type { MemberLesson } from './lessons';

// Make-ups the member books themselves (issue 29, spec §5: a lesson cancelled on time may be made up within one
// week): a credit of an on-time cancel, the free hours of the member's own coach within its window, and the booking.

export const MakeUpMessages = {
  booked: '振替レッスンを予約しました。',
  startRequired: '振替レッスンの日時を選んでください。',
  startNotOnTheHour: '振替レッスンは空いている時間（毎時00分開始）から選んでください。',
  creditNotFound: '振替できるレッスンが見つかりません。',
  creditUsed: 'このレッスンの振替はすでに予約されています。',
  creditExpired: '振替の期限を過ぎています。',
  outsideWindow: '振替レッスンは振替期限までの日時で予約してください。',
  hourTaken: 'この時間はすでに予約が入りました。別の時間を選んでください。',
  outsideCoachHours: 'この時間は担当コーチのレッスン時間外です。別の時間を選んでください。',
  memberBusy: 'この時間には別のレッスンの予定があります。別の時間を選んでください。',
  noCoach: '担当コーチが決まっていないため、振替を予約できません。サポートまでご連絡ください。',
  noSubscription: 'この日時に受講中のプランがないため、振替を予約できません。',
  noFreeHours: '振替期限までに担当コーチの空いている時間がありません。',
  loadFailed: '振替の情報を読み込めませんでした。時間をおいて再度お試しください。',
  bookFailed: '振替レッスンを予約できませんでした。',
} as const;

/** A free hour of the member's coach a make-up may take: [started_at, ended_at). */
export interface MakeUpHour {
  started_at: string;
  ended_at: string;
}

/** One unused make-up credit (a lesson cancelled on time) with the free hours of the member's coach within its window. */
export interface MakeUpCredit {
  /** The cancelled lesson whose credit this is; the id the booking names. */
  lesson_id: string;
  /** When the cancelled lesson was to take place. */
  cancelled_lesson: { started_at: string; ended_at: string };
  /** The last moment a make-up lesson may start (the credit's deadline). */
  make_up_by: string;
  /** The member's own coach, who teaches the make-up; null while none is assigned. */
  coach: { name: string } | null;
  /** The make-up's length: the cancelled lesson's. */
  minutes: number;
  /** The coach's free hours from now until the deadline, earliest first. */
  free_hours: MakeUpHour[];
}

/** `GET /api/lessons/make-ups`. */
export interface MakeUpCreditsAnswer {
  data: MakeUpCredit[];
}

/** `POST /api/lessons/make-ups/{lesson_id}/book`: one of the credit's free hours. */
export const makeUpBookingSchema = z.object({
  starts_at: z.iso.datetime({ offset: true, error: MakeUpMessages.startRequired }),
});
export type MakeUpBooking = z.infer<typeof makeUpBookingSchema>;

/** `POST /api/lessons/make-ups/{lesson_id}/book` answers the new lesson (201). */
export interface MakeUpBooked {
  data: MemberLesson;
  message: string;
}
