import { Inject, Injectable, Optional } from '@nestjs/common';
import { HandlesJob, type JobContext, type JobHandler } from '../queue/job-handler';
import { QueueName } from '../queue/queue-names';
import { SEND_MAIL_JOB, type SendMailPayload } from './mail-message';
import { MailRecipients } from './mail-recipients';
import { mailSalutationOf, salutationOf } from './salutation';
import { MailSender } from './send-mail';

/** The only place mail leaves the product: the worker's `mail` queue. */
@Injectable()
@HandlesJob(QueueName.Mail, SEND_MAIL_JOB)
export class SendMailJob implements JobHandler<SendMailPayload> {
  constructor(
    @Inject(MailSender) private readonly sender: MailSender,
    @Optional() @Inject(MailRecipients) private readonly recipients?: MailRecipients,
  ) {}

  async handle(payload: SendMailPayload, context: JobContext): Promise<void> {
    await this.sender.send(context.jobId, await this.addressed(payload));
  }

  private async addressed(payload: SendMailPayload): Promise<SendMailPayload & { to: string[] }> {
    if (!payload.toMember) return { ...payload, to: payload.to ?? [] };
    if (!this.recipients) throw new Error('A mail to a member needs MailRecipients (import IdentityPortsModule)');
    const contact = (await this.recipients.contactsOf([payload.toMember])).get(payload.toMember);
    // A member who is gone gets no mail; throwing would only retry it for a week.
    if (!contact) return { ...payload, to: [] };
    return { ...payload, to: [contact.email], locals: { name: salutationOf(contact), salutation: mailSalutationOf(contact), ...payload.locals } };
  }
}
