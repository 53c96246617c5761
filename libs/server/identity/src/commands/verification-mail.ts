import type { AppConfig, OutboxMessage, SendMailPayload } from '@coaching/server-core';
import { QueueName, SEND_MAIL_JOB } from '@coaching/server-core';
import type { User } from '../entities/user.entity';
import { signVerificationPath, VERIFICATION_LINK_TTL_SECONDS } from '../domain/signed-links';

/** The verification mail for a member, as an outbox message (sent by the worker). */
export function verificationMail(config: AppConfig, user: User): OutboxMessage<SendMailPayload> {
  return {
    queue: QueueName.Mail,
    jobName: SEND_MAIL_JOB,
    payload: {
      template: 'verify-email',
      to: [user.email],
      locals: { url: `${config.APP_URL}${signVerificationPath(config.SESSION_SECRET, user.publicId, user.email)}`, hours: VERIFICATION_LINK_TTL_SECONDS / 3600 },
    },
  };
}
