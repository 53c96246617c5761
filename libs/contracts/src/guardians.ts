import { z } from 'zod';
import type { GuardianChildTrial } from './guardian-area';
import type { KarteEntry } from './lessons';
import type { PaymentHistoryEntry } from './payments';
import { endOfTokyoDate, shiftTokyoDate, tokyoDate } from './tokyo-calendar';

// Guardians (issue 31, ADR 0037): a guardian's own account (保護者アカウント) and its links to students, with consent.

export const GuardianMessages = {
  memberOnly: 'この機能は受講生のアカウントでご利用ください。保護者アカウントではご利用いただけません。',
  guardianOnly: 'この画面は保護者アカウント専用です。保護者アカウントでログインしてください。',
  linkNotFound: '保護者の連携が見つかりません。',
  notInvitee: 'この招待はあなた宛てではありません。',
  inviteSelf: 'ご自身のメールアドレスは招待できません。',
  alreadyLinked: 'このアカウントとは既に連携済み、または招待中です。',
  notPending: 'この招待は既に承認されたか、終了しています。',
  alreadyEnded: 'この連携は既に終了しています。',
  notParty: 'この連携の当事者ではありません。',
  wrongKind: 'このメールアドレスのアカウントでは連携できません（受講生は受講生アカウント、保護者は保護者アカウントで登録してください）。',
  tooManyGuardians: '保護者は2人まで連携できます。',
  invited: '招待メールを送信しました。',
  accepted: '連携を承認しました。',
  ended: '連携を終了しました。',
  resent: '招待メールを再送しました。',
  /** An invitation is accepted within GUARDIAN_INVITATION_DAYS of its request or last resend (issue 31, slice 3). */
  invitationExpired: 'この招待は有効期限が切れています。招待した方に、もう一度招待を送ってもらってください。',
  /** The inviter sent an expired invitation again: the same link, valid for another 14 days. */
  invitationRenewed: '招待メールを送り直しました。有効期限が延長されました。',
  /** Spec §5: a student who was a minor when the link was accepted is asked once, after turning 18, whether it continues. */
  adultQuestion: '保護者との連携を続けますか？',
  adultContinued: '保護者との連携を続けます。',
  noAdultQuestion: 'この連携について確認することはありません。',
  notYetAdult: '18歳になるまでは、保護者の同意による連携が続きます。',
  adultAnswerRequired: '連携を続けるか終了するかを選んでください。',
  noChildren: 'お子さまがまだ登録されていません',
  /** Buying for, or reading, a child the guardian is not linked to now (ADR 0038). */
  childNotLinked: 'このお子さまとは連携していません。',
  /** A plan is bought after the student information is saved (spec §2); a guardian cannot write the child's. */
  childInformationIncomplete: 'お子さまの受講者情報が未登録です。お子さまのアカウントで受講者情報をご登録いただいてから、お申し込みください。',
} as const;

/** What a guardian may see of a linked child (slice 1: lessons and courses). */
export const GUARDIAN_SCOPES = ['lessons', 'courses'] as const;
export type GuardianScope = (typeof GUARDIAN_SCOPES)[number];

/** A student may link at most this many guardians at once (spec: a child can belong to two guardians). */
export const MAX_GUARDIANS_PER_STUDENT = 2;

/** `expired`: a pending invitation past its date (read from its dates, not stored: it can still be sent again). */
export type GuardianLinkStatus = 'pending' | 'expired' | 'active' | 'ended';
export type GuardianLinkParty = 'member' | 'guardian' | 'operator';

export const GUARDIAN_LINK_STATUS_LABELS: Record<GuardianLinkStatus, string> = { pending: '承認待ち', expired: '期限切れ', active: '連携中', ended: '終了' };

/** Days an invitation may be accepted, counted from its request or its last resend. */
export const GUARDIAN_INVITATION_DAYS = 14;

/** The last instant an invitation sent at `invitedAt` may be accepted: the end of the 14th Tokyo day after it. */
export const guardianInvitationExpiresAt = (invitedAt: Date): Date => endOfTokyoDate(shiftTokyoDate(tokyoDate(invitedAt), GUARDIAN_INVITATION_DAYS));

/** '2026年12月15日' (Tokyo), as the invitation mails say how long they are valid. */
export const tokyoDateLongText = (at: Date): string => {
  const [y, m, d] = tokyoDate(at).split('-');
  return `${Number(y)}年${Number(m)}月${Number(d)}日`;
};

/** A link as either side (and support) reads it. */
export interface GuardianLinkView {
  id: string;
  status: GuardianLinkStatus;
  status_label: string;
  requested_by: 'member' | 'guardian';
  requested_at: string;
  /** The address the invitation went to. */
  invitee_email: string;
  /** The student: their name and address (null while a guardian's invitation waits for an account). */
  member: { id_str: string; name: string | null; email: string } | null;
  guardian: { id_str: string; name: string | null; email: string } | null;
  scopes: GuardianScope[];
  accepted_at: string | null;
  /** Recorded when the student was under 18 on acceptance (spec §5: minors need a legal representative's consent). */
  minor_consent_at: string | null;
  ended_at: string | null;
  ended_by: GuardianLinkParty | null;
  /** Whether the asking side may accept it (a pending invitation addressed to them, not expired). */
  can_accept: boolean;
  /** A pending or expired invitation: the last instant it may be (or could have been) accepted. */
  expires_at: string | null;
  /** When the student, since turned 18, answered that the link continues (or ended it so), spec §5. */
  adult_confirmed_at: string | null;
  /** The student's own view only: they are 18 now, the link rests on a minor's consent, and they have not answered yet. */
  needs_adult_confirmation: boolean;
}

/** The adult student's answer (POST /api/guardian-links/{id}/adult-answer): does the link continue? */
export const guardianAdultAnswerSchema = z.object({
  continue: z.boolean({ error: GuardianMessages.adultAnswerRequired }),
});
export type GuardianAdultAnswer = z.infer<typeof guardianAdultAnswerSchema>;

export const guardianInviteSchema = z.object({
  email: z
    .string({ error: 'メールアドレスを入力して下さい' })
    .trim()
    .min(1, { error: 'メールアドレスを入力して下さい' })
    .max(255, { error: 'メールアドレスを正しく入力してください。' })
    .pipe(z.email({ error: 'メールアドレスを正しく入力してください。' })),
});
export type GuardianInvite = z.infer<typeof guardianInviteSchema>;

/**
 * `POST /api/guardian-links`, `POST /api/guardian/links` (201): the link asked for (or, sent again after it expired,
 * the same link renewed) and what was done (`invited` or `invitationRenewed`).
 */
export interface GuardianInvitationSent {
  data: { id: string };
  message: string;
}

/** One linked child on the guardian area (GET /api/guardian/children). */
export interface GuardianChild {
  link_id: string;
  id_str: string;
  name: string | null;
  /** The child's address (the guardian linked them by it). */
  email: string;
  courses: Array<{ game_name: string; plan_name: string | null }>;
  next_lesson: { started_at: string; ended_at: string; coach_name: string | null } | null;
  /** This month in Asia/Tokyo: lessons attended and lessons scheduled (attended + still to come). */
  attendance: { attended: number; scheduled: number };
  /** What this guardian paid for the child, newest first (ADR 0038); a row with `has_receipt` has its receipt. */
  payments: PaymentHistoryEntry[];
  /** The karte notes the coach shared with the guardians (保護者と共有), newest first (ADR 0038). */
  karte: KarteEntry[];
  /** The child's free trials (date, coach, status), newest first (ADR 0047). */
  trials: GuardianChildTrial[];
}
