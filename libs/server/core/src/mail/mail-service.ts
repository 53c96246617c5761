import type { EntityManager } from '@mikro-orm/postgresql';
import { enqueueInOutbox, type OutboxMessage } from '../outbox/outbox';
import { QueueName } from '../queue/queue-names';
import { SEND_MAIL_JOB, type SendMailPayload } from './mail-message';

/**
 * Whom a mail goes to: the addresses given (a parent, a coach, the operators, an address not yet proven), or a member,
 * addressed when the mail is sent (core's `MailRecipients`: their address then, and their name as the `name` local).
 */
export type MailRecipient = { to: string | string[]; toMember?: never } | { toMember: string; to?: never };

/**
 * A mail: the template (a context's `mail-templates/<template>.*.hbs`), its recipient, the values the template reads,
 * and optionally a reply-to address and the correlation id its outbox row carries (the order, the application…).
 */
export type MailToSend = MailRecipient & {
  template: string;
  locals: Record<string, unknown>;
  replyTo?: string;
  correlationId?: string;
};

/**
 * The one place a mail's job is built: the outbox message of a `send-mail` job, which `SendMailJob` reads. For a
 * caller that writes the mail beside other outbox messages; everyone else calls `sendMail`.
 */
export function mailMessage({ template, to, toMember, replyTo, locals, correlationId }: MailToSend): OutboxMessage<SendMailPayload> {
  const payload: SendMailPayload = toMember !== undefined ? { template, toMember, locals } : { template, to: typeof to === 'string' ? [to] : [...(to ?? [])], locals };
  if (replyTo !== undefined) payload.replyTo = replyTo;
  return { queue: QueueName.Mail, jobName: SEND_MAIL_JOB, payload, ...(correlationId !== undefined && { correlationId }) };
}

/**
 * Sends mail the transactional way: writes each mail's job to the outbox in the caller's transaction `tx`, so a mail
 * exists exactly when what it tells of was committed; the worker's `SendMailJob` sends it afterwards. Refuses to run
 * outside a transaction. Several mails are one insert.
 */
export async function sendMail(tx: EntityManager, ...mails: MailToSend[]): Promise<void> {
  await enqueueInOutbox(tx, ...mails.map((mail) => mailMessage(mail)));
}
