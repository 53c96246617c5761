import { z } from 'zod';

/** A coach's short profile, as members read it on mypage: plain text, line breaks kept. */
export const COACH_PROFILE_MAX_LENGTH = 400;
/** A coach's photo upload, before it is re-encoded as a square WebP (as a member's profile photo). */
export const COACH_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export const CoachProfileMessages = {
  profileTooLong: `プロフィールは${COACH_PROFILE_MAX_LENGTH}文字以内で入力してください。`,
  photoRequired: 'コーチの写真を選択してください。',
  photoNotImage: 'コーチの写真には画像ファイル（JPEG・PNG・WebP・GIF）を選択してください。',
  photoTooLarge: 'コーチの写真は5MB以内のファイルを選択してください。',
  photoSaved: 'コーチの写真を保存しました。',
  photoNotFound: 'コーチの写真が見つかりません。',
} as const;

/** The profile text a coach or staff writes: at most 400 characters, Windows line ends kept as plain `\n`. */
export const coachProfileSchema = z
  .string()
  .transform((text) => text.replace(/\r\n?/g, '\n'))
  .pipe(z.string().max(COACH_PROFILE_MAX_LENGTH, { error: CoachProfileMessages.profileTooLong }));

/** The member's assigned coach as mypage's card shows it (`GET /api/coach`); only ever the member's own coach. */
export interface MemberCoach {
  name: string;
  /** The games the coach teaches (today one per coach). */
  games: Array<{ id: number; name: string }>;
  /** Plain text with line breaks; the client shows it as text, never as HTML. */
  profile: string;
  /** `/api/coach/photo?v=…`, served to this member only; null: no photo yet (the card shows a placeholder). */
  photo_url: string | null;
}

/** `GET /api/coach`: null until support assigns a coach to the member's current plan. */
export interface MemberCoachAnswer {
  data: MemberCoach | null;
}
