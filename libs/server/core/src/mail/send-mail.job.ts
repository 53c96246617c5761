import { Inject, Injectable } from '@nestjs/common';
import { HandlesJob, type JobContext, type JobHandler } from '../queue/job-handler';
import { QueueName } from '../queue/queue-names';
import { SEND_MAIL_JOB, type SendMailPayload } from './mail-message';
import { MailSender } from './send-mail';

/** The only place mail leaves the product: the worker's `mail` queue. */
@Injectable()
@HandlesJob(QueueName.Mail, SEND_MAIL_JOB)
export class SendMailJob implements JobHandler<SendMailPayload> {
  constructor(@Inject(MailSender) private readonly sender: MailSender) {}

  async handle(payload: SendMailPayload, context: JobContext): Promise<void> {
    await this.sender.send(context.jobId, payload);
  }
}
