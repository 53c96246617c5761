import { QueueName, SEND_MAIL_JOB, type OutboxMessage } from '@coaching/server-core';

/** A mail to the parent of an application (they have no account: the address they gave). */
export function parentMail(template: string, email: string, locals: Record<string, unknown>, applicationId: string): OutboxMessage {
  return { queue: QueueName.Mail, jobName: SEND_MAIL_JOB, payload: { template, to: [email], locals }, correlationId: applicationId };
}

const TOKYO_DATE = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'long', day: 'numeric', weekday: 'short' });

/** `2026-12-25` as 2026年12月25日(金). */
export const tokyoDateLabel = (date: string) => TOKYO_DATE.format(new Date(`${date}T12:00:00+09:00`));
