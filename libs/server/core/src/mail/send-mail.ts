import type { EntityManager } from '@mikro-orm/postgresql';
import type { Transporter } from 'nodemailer';
import { sql } from '../database/sql';
import type { MailRenderer } from './mail-renderer';
import type { SendMailPayload } from './mail-message';

export interface MailSenderOptions {
  from: string;
  messageIdDomain: string;
}

/**
 * Sends one mail job. A job id that already sent its mail is skipped, so a job that runs twice
 * (retry after a crash, duplicate delivery) sends once. SMTP failures throw, and BullMQ retries
 * with back-off.
 */
export class MailSender {
  constructor(
    private readonly em: EntityManager,
    private readonly renderer: MailRenderer,
    private readonly transport: Transporter,
    private readonly options: MailSenderOptions,
  ) {}

  async send(jobId: string, payload: SendMailPayload & { to: string[] }): Promise<'sent' | 'already-sent' | 'no-recipient'> {
    if (payload.to.length === 0) return 'no-recipient';
    const em = this.em.fork();
    const done = await sql(em, 'select 1 from sent_mails where dedupe_key = ?', [jobId]);
    if (done.length > 0) return 'already-sent';

    const mail = this.renderer.render(payload.template, payload.locals);
    const messageId = `<${jobId}@${this.options.messageIdDomain}>`;
    await this.transport.sendMail({
      from: this.options.from,
      to: payload.to,
      replyTo: payload.replyTo,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      messageId,
    });
    await sql(
      em,
      'insert into sent_mails (dedupe_key, template, recipients, subject, message_id) values (?, ?, string_to_array(?, \',\'), ?, ?) on conflict (dedupe_key) do nothing',
      [jobId, payload.template, payload.to.join(','), mail.subject, messageId],
    );
    return 'sent';
  }
}
