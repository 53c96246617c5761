// Lessons (spec §1, §3, §5, §7, §8): what members and the back office read and send about lessons.

export const LessonMessages = {
  // Spec §5 and §8, word for word.
  cancelReasonRequired: 'キャンセル理由を入力してください。',
  cancelled: 'レッスンをキャンセルしました。',
  cancelFailed: 'レッスンをキャンセルできませんでした。',
  // The terms (spec §5) in the member's words.
  cancelDeadlinePassed: 'レッスン日の2日前の23:59を過ぎたため、キャンセルできません。やむを得ない事情の場合はサポートまでご連絡ください。',
  cancelReasonTooLong: 'キャンセル理由は500文字以内で入力してください。',
  lessonNotFound: 'レッスンが見つかりません。',
  notScheduled: 'このレッスンは予定されていないため、変更できません。',
  groupLessonNotCancellable: 'グループレッスンはマイページからキャンセルできません。サポートまでご連絡ください。',
  lessonAlreadyExists: 'このレッスンはすでに登録されています。',
  invalidTime: 'レッスンの終了時刻は開始時刻より後にしてください。',
  startsInPast: '過去の日時にはレッスンを登録できません。',
  notStartedYet: '開始前のレッスンの出欠は記録できません。',
  lateCancelBeforeDeadline: 'キャンセル期限前のため、通常のキャンセルとして扱ってください。',
  lessonEnded: '終了したレッスンはキャンセルできません。',
  allowanceUsedUp: 'この月に受講できるレッスン数の上限に達しています。',
  monthSuspended: '規約により、この月の以降のレッスンは受講できません。',
  coachBusy: 'このコーチはその時間に別のレッスンがあります。',
} as const;

/** Skill areas a coach rates in the karte after each lesson (1 to 5). */
export const KARTE_SKILLS = ['aim', 'movement', 'game_sense', 'communication'] as const;
export type KarteSkill = (typeof KARTE_SKILLS)[number];
