import { z } from 'zod';
import type { CampApplicationStatus, CampPaymentMethod } from './camp';
import type { TrialStatusName } from './trials';

// The guardian area's slice 3 (issue 31, ADR 0047): a child's trial bookings, the camp applications made with the
// guardian's address, and the weekly summary mail the guardian may ask for.

/** One of a linked child's free trials on the child's card (GET /api/guardian/children → `trials`), newest first. */
export interface GuardianChildTrial {
  id: string;
  started_at: string;
  ended_at: string;
  coach_name: string | null;
  status: TrialStatusName;
  /** The status in the member's words (TRIAL_STATUS_LABELS). */
  status_ja: string;
}

/**
 * `GET /api/guardian/camp-applications`: the camp applications made with the guardian's (verified) address, newest
 * first: the camp and its dates, the children's names, where it stands and what was paid; a paid one links its signed
 * receipt (`/fortnite-camp/receipt?application=&sig=`, the link the camp's mails carry).
 */
export interface GuardianCampApplication {
  id: string;
  camp_name: string;
  starts_at: string;
  ends_at: string;
  venue: string;
  children: string[];
  status: CampApplicationStatus;
  /** The status as the camp's pages say it (CAMP_STATUS_LABELS). */
  status_ja: string;
  method: CampPaymentMethod | null;
  count: number;
  /** Tax included. */
  total: number;
  applied_at: string;
  paid_at: string | null;
  /** The signed receipt page, for a paid application only. */
  receipt_href: string | null;
}

/** `GET|PUT /api/guardian/preferences`: what the guardian asked for; the weekly summary is off until they turn it on. */
export interface GuardianPreferences {
  weekly_summary: boolean;
}

/** `PUT /api/guardian/preferences`: the preferences as saved, and what they mean for the mail (`weeklySummaryOn|Off`). */
export interface GuardianPreferencesSaved {
  data: GuardianPreferences;
  message: string;
}

export const guardianPreferencesSchema = z.object({
  weekly_summary: z.boolean({ error: '週次サマリーの受け取りを選択してください。' }),
});

export const GuardianAreaMessages = {
  preferencesSaved: '設定を保存しました。',
  weeklySummaryOn: '毎週月曜日の朝に、お子さまの先週の様子をメールでお送りします。',
  weeklySummaryOff: '週次サマリーメールは送信しません。',
} as const;
