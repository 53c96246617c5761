import type { AdminCampApplication, AdminCoach, CoachAgenda, AdminLesson, AdminMemberSuspension, AdminOperator, AdminPaymentDetail, AdminRefund, AdminStudent, AdminTrial, DashboardStats, KarteNote, ParkedReactionDto, RefundQuoteAnswer, TrialConversionStats } from '@coaching/contracts';
import type { DataProvider } from 'ra-core';
import { HttpError } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import { ADMIN_API_URL, httpClient } from './http';

/**
 * The API answers 422 as `{ message, errors: { field: [messages] } }` (the member app's Laravel
 * shape); react-admin puts `body.errors[field]` under the input only when it is a string.
 */
export function firstFieldMessages(errors: unknown): Record<string, string> | undefined {
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return undefined;
  const entries = Object.entries(errors as Record<string, unknown>).map(([field, messages]) => [field, Array.isArray(messages) ? String(messages[0] ?? '') : String(messages)]);
  return Object.fromEntries(entries);
}

const withFieldMessages = (error: unknown): never => {
  if (error instanceof HttpError && error.body?.errors) {
    throw new HttpError(error.message, error.status, { ...error.body, errors: firstFieldMessages(error.body.errors) });
  }
  throw error;
};

const rest = simpleRestProvider(ADMIN_API_URL, httpClient);

/** The admin API speaks ra-data-simple-rest: sort/range/filter query and a Content-Range total. */
export const dataProvider = {
  ...rest,
  create: (resource, params) => rest.create(resource, params).catch(withFieldMessages),
  update: (resource, params) => rest.update(resource, params).catch(withFieldMessages),
  /** An operator saw a bank transfer arrive: the purchase is paid and the plan starts. Twice changes nothing. */
  recordTransferReceived: (id: string): Promise<{ data: AdminPaymentDetail }> =>
    httpClient(`${ADMIN_API_URL}/payments/${encodeURIComponent(id)}/transfer-received`, { method: 'POST' }).then(({ json }) => ({ data: json as AdminPaymentDetail })),
  /** A camp parent's bank transfer arrived: the application is paid and the parent mailed. Twice changes nothing. */
  recordCampTransferReceived: (id: string): Promise<{ data: AdminCampApplication }> =>
    httpClient(`${ADMIN_API_URL}/camp-applications/${encodeURIComponent(id)}/transfer-received`, { method: 'POST' }).then(({ json }) => ({ data: json as AdminCampApplication })),
  /** A cancelled camp application's refund: a transfer's sent back by bank, or a card's asked of the provider again. */
  recordCampRefund: (id: string): Promise<{ data: AdminCampApplication }> =>
    httpClient(`${ADMIN_API_URL}/camp-applications/${encodeURIComponent(id)}/refund-sent`, { method: 'POST' }).then(({ json }) => ({ data: json as AdminCampApplication })),
  /** Cancels a paid camp application with the terms' fee (or the school's refund); a card is refunded at once. */
  /** An application whose transfer is awaited, cancelled with its reason (issue 34; admin and support). */
  cancelUnpaidCampApplication: (id: string, reason: string): Promise<{ data: AdminCampApplication }> =>
    httpClient(`${ADMIN_API_URL}/camp-applications/${encodeURIComponent(id)}/cancel-unpaid`, { method: 'POST', body: JSON.stringify({ reason }) }).then(({ json }) => ({ data: json as AdminCampApplication })),
  cancelCampApplication: (id: string, body: Record<string, unknown>): Promise<{ data: AdminCampApplication }> =>
    httpClient(`${ADMIN_API_URL}/camp-applications/${encodeURIComponent(id)}/cancel`, { method: 'POST', body: JSON.stringify(body) }).then(({ json }) => ({ data: json as AdminCampApplication })),
  /** The legal refund of a plan order, line by line, and the refund already asked for it. */
  refundQuote: (paymentId: string): Promise<RefundQuoteAnswer> =>
    httpClient(`${ADMIN_API_URL}/payments/${encodeURIComponent(paymentId)}/refund-quote`).then(({ json }) => json as RefundQuoteAnswer),
  /** Support cancels the order with the refund (or an adjustment and its reason); refunded at once unless it needs approval. */
  requestRefund: (paymentId: string, body: { amount: number | null; adjustment_reason: string | null; reason: string }): Promise<{ data: AdminRefund }> =>
    httpClient(`${ADMIN_API_URL}/payments/${encodeURIComponent(paymentId)}/refund`, { method: 'POST', body: JSON.stringify(body) })
      .then(({ json }) => ({ data: json as AdminRefund }))
      .catch(withFieldMessages),
  /** approve / reject (admins, never their own request), withdraw (the one who asked, or an admin), execute (again, after a provider outage), bank-paid. */
  refundAction: (paymentId: string, action: 'approve' | 'reject' | 'withdraw' | 'execute' | 'bank-paid', body: Record<string, unknown> = {}): Promise<{ data: AdminRefund }> =>
    httpClient(`${ADMIN_API_URL}/refunds/${encodeURIComponent(paymentId)}/${action}`, { method: 'POST', body: JSON.stringify(body) }).then(({ json }) => ({ data: json as AdminRefund })),
  /** A member's suspension (spec §4 terms) and its history; suspend with a ground and reason; lift. */
  /** Support's hand on a guardian link (issue 31): send a pending invitation again, or end the link. */
  actOnGuardianLink: (linkId: string, action: 'resend' | 'end'): Promise<{ message: string }> =>
    httpClient(`${ADMIN_API_URL}/guardian-links/${encodeURIComponent(linkId)}/${action}`, { method: 'POST' }).then(({ json }) => json as { message: string }),
  memberSuspension: (memberId: string): Promise<AdminMemberSuspension> =>
    httpClient(`${ADMIN_API_URL}/members/${encodeURIComponent(memberId)}/suspension`).then(({ json }) => json as AdminMemberSuspension),
  suspendMember: (memberId: string, body: { ground: string; reason: string }): Promise<AdminMemberSuspension> =>
    httpClient(`${ADMIN_API_URL}/members/${encodeURIComponent(memberId)}/suspension`, { method: 'POST', body: JSON.stringify(body) })
      .then(({ json }) => json as AdminMemberSuspension)
      .catch(withFieldMessages),
  liftSuspension: (memberId: string): Promise<AdminMemberSuspension> =>
    httpClient(`${ADMIN_API_URL}/members/${encodeURIComponent(memberId)}/suspension/lift`, { method: 'POST' }).then(({ json }) => json as AdminMemberSuspension),
  /** A parked reaction's cause is fixed: queue it once more (its reactor still acts at most once). */
  replayParkedReaction: (id: string): Promise<{ data: ParkedReactionDto }> =>
    httpClient(`${ADMIN_API_URL}/parked-reactions/${encodeURIComponent(id)}/replay`, { method: 'POST' }).then(({ json }) => ({ data: (json as { data: ParkedReactionDto }).data })),
  /** The school records whether the member came to their trial (after it started). */
  recordTrialAttendance: (id: string, attended: boolean): Promise<{ data: AdminTrial }> =>
    httpClient(`${ADMIN_API_URL}/trials/${encodeURIComponent(id)}/attendance`, { method: 'POST', body: JSON.stringify({ attended }) }).then(({ json }) => ({ data: json as AdminTrial })),
  /** The school calls a booked trial off: the member is mailed and gets the trial back. */
  cancelTrial: (id: string): Promise<{ data: AdminTrial }> =>
    httpClient(`${ADMIN_API_URL}/trials/${encodeURIComponent(id)}/cancel`, { method: 'POST' }).then(({ json }) => ({ data: json as AdminTrial })),
  /** Trials in a period (Tokyo days), attended, and converted to a paid plan. */
  trialConversion: (from: string, to: string): Promise<TrialConversionStats> =>
    httpClient(`${ADMIN_API_URL}/trial-conversion?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`).then(({ json }) => json as TrialConversionStats),
  /** The active coaches of a game, for the trial hours form. */
  trialCoaches: (gameId: number): Promise<Array<{ id: string; name: string }>> =>
    httpClient(`${ADMIN_API_URL}/trial-hours/coaches?game_id=${gameId}`).then(({ json }) => json as Array<{ id: string; name: string }>),
  /** The school calls a lesson off (a credit, no strike), or support records a member's late cancel (a strike). */
  cancelLesson: (id: string, body: { by: 'school' | 'member-late'; reason: string }): Promise<{ data: AdminLesson }> =>
    lessonAction(id, 'cancel', 'POST', body),
  /** After the lesson began: the member came, or did not (a strike). */
  recordAttendance: (id: string, attended: boolean): Promise<{ data: AdminLesson }> => lessonAction(id, 'attendance', 'POST', { attended }),
  /** The coach's note of a lesson, or null before one is written. */
  getKarte: (id: string): Promise<{ data: KarteNote | null }> =>
    httpClient(`${ADMIN_API_URL}/lessons/${encodeURIComponent(id)}/karte`).then(({ json }) => ({ data: (json as KarteNote | null) ?? null })),
  /** The coach's note after an attended lesson; writing it again replaces it. */
  writeKarte: (id: string, note: KarteNote): Promise<{ data: KarteNote }> => lessonAction(id, 'karte', 'PUT', note) as unknown as Promise<{ data: KarteNote }>,
  /** The chart link the member sees on mypage (an allow-listed Google document), or null to remove it. */
  setStudentChart: (id: string, chartUrl: string | null): Promise<{ data: AdminStudent }> =>
    httpClient(`${ADMIN_API_URL}/students/${encodeURIComponent(id)}/chart`, { method: 'PUT', body: JSON.stringify({ chart_url: chartUrl }) })
      .then(({ json }) => ({ data: json as AdminStudent }))
      .catch(withFieldMessages),
  /** A new secret calendar address of a coach's lessons; the previous one stops working. */
  issueCoachCalendarFeed: (id: string): Promise<{ url: string }> =>
    httpClient(`${ADMIN_API_URL}/coaches/${encodeURIComponent(id)}/calendar-feed`, { method: 'POST', body: '{}' }).then(({ json }) => ({ url: (json as { data: { url: string } }).data.url })),
  /** A coach's photo (multipart `photo`): the server re-encodes it as WebP and answers the coach with its new address. */
  uploadCoachPhoto: (id: string, file: File): Promise<{ data: AdminCoach }> => {
    const body = new FormData();
    body.append('photo', file);
    return httpClient(`${ADMIN_API_URL}/coaches/${encodeURIComponent(id)}/photo`, { method: 'POST', body }).then(({ json }) => ({ data: json as AdminCoach }));
  },
  /** An admin resets an operator's password: to the one given, or (empty) by mailing a fresh link. */
  resetOperatorPassword: (id: string, password: string): Promise<{ data: AdminOperator }> =>
    httpClient(`${ADMIN_API_URL}/operators/${encodeURIComponent(id)}/password`, { method: 'POST', body: JSON.stringify({ password }) })
      .then(({ json }) => ({ data: json as AdminOperator }))
      .catch(withFieldMessages),
  /** A coach's agenda over Tokyo days `from` to `to` (at most 14): a coach's own (no `coachId`), or the coach staff chose. */
  coachAgenda: (query: { coachId?: string; from: string; to: string }): Promise<CoachAgenda> =>
    httpClient(`${ADMIN_API_URL}/agenda?${new URLSearchParams({ ...(query.coachId ? { coach_id: query.coachId } : {}), from: query.from, to: query.to })}`).then(({ json }) => json as CoachAgenda),
  /** The dashboard of Tokyo months `from` to `to` ('YYYY-MM'). */
  dashboard: (from: string, to: string): Promise<DashboardStats> =>
    httpClient(`${ADMIN_API_URL}/dashboard?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`).then(({ json }) => json as DashboardStats),
} satisfies DataProvider;

/** A lesson command: its 422 carries the field messages as the forms show them. */
function lessonAction(id: string, action: string, method: 'POST' | 'PUT', body: unknown): Promise<{ data: AdminLesson }> {
  return httpClient(`${ADMIN_API_URL}/lessons/${encodeURIComponent(id)}/${action}`, { method, body: JSON.stringify(body) })
    .then(({ json }) => ({ data: ((json as { data?: AdminLesson })?.data ?? json) as AdminLesson }))
    .catch(withFieldMessages);
}

export type AdminDataProvider = typeof dataProvider;
