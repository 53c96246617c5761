import { Inject, Injectable, Optional } from '@nestjs/common';
import { mailSalutationOf, MemberDirectory, salutationOf } from '../members/member-directory';
import { HandlesJob, type JobContext, type JobHandler } from '../queue/job-handler';
import { QueueName } from '../queue/queue-names';
import { SEND_MAIL_JOB, type SendMailPayload } from './mail-message';
import { MailSender } from './send-mail';

/** The only place mail leaves the product: the worker's `mail` queue. */
@Injectable()
@HandlesJob(QueueName.Mail, SEND_MAIL_JOB)
export class SendMailJob implements JobHandler<SendMailPayload> {
  constructor(
    @Inject(MailSender) private readonly sender: MailSender,
    @Optional() @Inject(MemberDirectory) private readonly members?: MemberDirectory,
  ) {}

  async handle(payload: SendMailPayload, context: JobContext): Promise<void> {
    await this.sender.send(context.jobId, await this.addressed(payload));
  }

  private async addressed(payload: SendMailPayload): Promise<SendMailPayload & { to: string[] }> {
    if (!payload.toMember) return { ...payload, to: payload.to ?? [] };
    if (!this.members) throw new Error('A mail to a member needs the MemberDirectory (import MemberDirectoryModule)');
    const contact = (await this.members.contactsOf([payload.toMember])).get(payload.toMember);
    // A member who is gone gets no mail; throwing would only retry it for a week.
    if (!contact) return { ...payload, to: [] };
    return { ...payload, to: [contact.email], locals: { name: salutationOf(contact), salutation: mailSalutationOf(contact), ...payload.locals } };
  }
}
