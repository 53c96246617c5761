import { CAMP_GRADE_LABELS, CAMP_METHOD_LABELS, fromTokyo } from '@coaching/contracts';
import { QueueName, SEND_MAIL_JOB, type OutboxMessage } from '@coaching/server-core';
import type { CampPaymentRequestedData } from '../domain/camp-application.decider';
import type { CampEventRow } from '../queries/camp-events';

/** A mail to the parent of an application (they have no account: the address they gave). */
export function parentMail(template: string, email: string, locals: Record<string, unknown>, applicationId: string): OutboxMessage {
  return { queue: QueueName.Mail, jobName: SEND_MAIL_JOB, payload: { template, to: [email], locals }, correlationId: applicationId };
}

const TOKYO_DATE = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'long', day: 'numeric', weekday: 'short' });

/** `2026-12-25` as 2026年12月25日(金). */
export const tokyoDateLabel = (date: string) => TOKYO_DATE.format(fromTokyo(date));

/** What every payment mail shows: the camp, the children and the total (the paid mail, the guide, the release). */
export function paymentMailLocals(name: string, camp: CampEventRow, payment: CampPaymentRequestedData) {
  return {
    name,
    campName: camp.name,
    venue: camp.venue,
    startsAt: new Date(camp.starts_at).toISOString(),
    endsAt: new Date(camp.ends_at).toISOString(),
    count: payment.count,
    total: payment.total,
    methodLabel: CAMP_METHOD_LABELS[payment.method],
    children: payment.children.map((child) => ({ name: child.name, grade: CAMP_GRADE_LABELS[child.grade] })),
  };
}
