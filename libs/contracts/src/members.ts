import { z } from 'zod';
import type { AdminPayment, AdminPaymentCharge } from './admin-payments';
import type { AdminCampApplication } from './camp';
import type { ContactInquiry } from './contact';
import type { GuardianLinkView } from './guardians';
import type { KarteEntry, LessonCancellationName, LessonStatusName } from './lessons';
import type { Gender, PersonalInformation } from './personal-information';
import type { SubscriptionStatus } from './subscriptions';
import type { TrialStatusName } from './trials';

// The back office's member 360 (`/admin-api/members`): search by name, kana, e-mail, phone, Discord name or an
// application number, and one page per member composed from each context's published queries.

export const MemberSearchMessages = {
  notFound: 'この会員は見つかりません。',
} as const;

export const ADMIN_MEMBER_SORT_FIELDS = ['created_at'] as const;

/** `q`: what support typed; `id`: react-admin's getMany. */
export const adminMemberFilterSchema = z.object({
  q: z.string().trim().max(100).optional(),
  id: z.union([z.uuid(), z.array(z.uuid()).max(100)]).optional(),
});
export type AdminMemberFilter = z.infer<typeof adminMemberFilterSchema>;

/** A member in the search results. */
export interface AdminMemberRow {
  id: string;
  /** '山田 太郎', or the student information's name when the member gave none; null when neither. */
  name: string | null;
  kana: string | null;
  email: string;
  phone_number: string | null;
  discord_username: string | null;
  email_verified: boolean;
  /** A guardian's account (保護者アカウント) shows a badge in the search, so support does not take it for a student's. */
  account_kind: 'member' | 'guardian';
  created_at: string;
}

/** Who caused an event on the timeline. */
export interface MemberTimelineActor {
  type: 'member' | 'operator' | 'system' | 'visitor' | 'unknown';
  /** '会員本人', the operator's name ('サポート 佐藤（サポート）'), 'システム', '未ログインの申込者'. */
  label: string;
}

export interface MemberTimelineEntry {
  id: string;
  at: string;
  type: string;
  /** A readable Japanese sentence ('レッスンが予約されました（12月3日 20:00〜）'). */
  summary: string;
  actor: MemberTimelineActor;
}

export interface AdminMember360 {
  id: string;
  profile: AdminMemberRow & {
    last_name: string | null;
    first_name: string | null;
    status: string;
    discord_linked: boolean;
    trial_count: number;
    registered_from: string | null;
  };
  /** The student (and a differing purchaser's) information; null until the member filled it in. */
  personal_information:
    | (Pick<PersonalInformation, 'last_name' | 'first_name' | 'last_name_kana' | 'first_name_kana' | 'phone_number' | 'birthday' | 'zip_code' | 'address' | 'gender'> & {
        guardian: { last_name: string; first_name: string; last_name_kana: string; first_name_kana: string; birthday: string; gender: Gender } | null;
        guardian_consent: boolean;
        agreed_at: string;
        updated_at: string;
      })
    | null;
  subscriptions: Array<{
    id: string;
    plan_name: string;
    game_name: string;
    status: SubscriptionStatus;
    status_ja: string;
    starts_at: string | null;
    ends_at: string | null;
    lessons_per_month: number | null;
  }>;
  payments: Array<AdminPayment & { charges: AdminPaymentCharge[] }>;
  /** Saved cards, masked to their last four digits; `available` false when the card provider could not be asked. */
  cards: { available: boolean; items: Array<{ last4: string; expire: string; is_default: boolean; brand: string | null }> };
  lessons: {
    /** `students/<subscription_id>` in the back office is where the coach is assigned or changed. */
    students: Array<{ subscription_id: string; game_name: string; plan_name: string; lessons_per_month: number; starts_at: string; ends_at: string; coach_name: string | null }>;
    items: Array<{ id: string; kind: 'personal' | 'group'; starts_at: string; ends_at: string; status: LessonStatusName; status_ja: string; coach_name: string; group_name: string | null }>;
    standings: Array<{ month: string; strikes: number; suspended_at: string | null }>;
  };
  karte: KarteEntry[];
  trials: Array<{ id: string; game_name: string; coach_name: string | null; starts_at: string; status: TrialStatusName; status_ja: string; converted_at: string | null }>;
  camp_applications: AdminCampApplication[];
  contacts: ContactInquiry[];
  timeline: { entries: MemberTimelineEntry[]; more: boolean };
  /** A student's account or a guardian's (issue 31). */
  account_kind: 'member' | 'guardian';
  /** The account's guardian links, as student or as guardian, newest first, ended ones included (issue 31). */
  guardian_links: GuardianLinkView[];
}

/** `GET /admin-api/members/{id}/export`: the member 360 as a JSON download (開示, ADR 0042), with when it was taken. */
export interface AdminMemberDataExport {
  exported_at: string;
  member: AdminMember360;
}

export const SUBSCRIPTION_STATUS_LABELS: Readonly<Record<SubscriptionStatus, string>> = {
  pending: '入金待ち',
  active: '受講中',
  ended: '終了',
  cancelled: '取り消し',
};

/** A lesson's state as support reads it. */
export function lessonStatusLabel(status: LessonStatusName, cancellation: LessonCancellationName | null): string {
  if (status === 'cancelled') {
    return { member: '会員がキャンセル', 'member-late': '直前キャンセル', school: 'スクール都合で中止', forfeited: '停止により消化' }[cancellation ?? 'member'] ?? 'キャンセル';
  }
  return { scheduled: '予定', attended: '受講済み', missed: '欠席' }[status];
}
