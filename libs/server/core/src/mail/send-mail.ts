import type { EntityManager } from '@mikro-orm/postgresql';
import type { Transporter } from 'nodemailer';
import { sql } from '../database/sql';
import { sqlTransaction } from '../database/sql-transaction';
import { currentRequestId } from '../observability/request-context';
import type { Metrics } from '../observability/metrics';
import type { MailRenderer } from './mail-renderer';
import type { SendMailPayload } from './mail-message';

export interface MailSenderOptions {
  from: string;
  messageIdDomain: string;
}

/**
 * Sends one mail job. A job id that already sent its mail is skipped, so a job that runs twice
 * (retry after a crash, duplicate delivery, even two runs at once) sends once. SMTP failures throw, and BullMQ
 * retries with back-off.
 */
export class MailSender {
  private readonly mails?: ReturnType<Metrics['counter']>;

  constructor(
    private readonly em: EntityManager,
    private readonly renderer: MailRenderer,
    private readonly transport: Transporter,
    private readonly options: MailSenderOptions,
    metrics?: Metrics,
  ) {
    this.mails = metrics?.counter('coaching_mails_total', 'Mails handed to SMTP (sent) and SMTP sends that threw (failed: retried by the queue)', ['outcome']);
  }

  async send(jobId: string, payload: SendMailPayload & { to: string[] }): Promise<'sent' | 'already-sent' | 'no-recipient'> {
    if (payload.to.length === 0) return 'no-recipient';
    const mail = this.renderer.render(payload.template, payload.locals);
    const messageId = `<${jobId}@${this.options.messageIdDomain}>`;
    // The record is written first and committed only once the SMTP server has accepted the mail: a failed send rolls
    // it back (and BullMQ tries again), and a second run of the job waits on the uncommitted row, then finds it and
    // sends nothing. What remains is the moment between the server's acceptance and our commit (one round trip): a
    // worker killed exactly then sends the mail again, under the same Message-ID.
    return sqlTransaction(this.em, async (tx) => {
      const claimed = await sql(
        tx,
        'insert into sent_mails (dedupe_key, template, recipients, subject, message_id) values (?, ?, string_to_array(?, \',\'), ?, ?) on conflict (dedupe_key) do nothing returning 1',
        [jobId, payload.template, payload.to.join(','), mail.subject, messageId],
      );
      if (claimed.length === 0) return 'already-sent';
      // The request the mail came from (ADR 0043), so a mail in a mailbox leads back to the logs of its click.
      const requestId = currentRequestId();
      try {
        await this.transport.sendMail({
          from: this.options.from,
          to: payload.to,
          replyTo: payload.replyTo,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          messageId,
          ...(requestId ? { headers: { 'X-Request-Id': requestId } } : {}),
        });
      } catch (error) {
        this.mails?.inc({ outcome: 'failed' });
        throw error;
      }
      this.mails?.inc({ outcome: 'sent' });
      return 'sent';
    });
  }
}
