import { type AppConfig, mailMessage, type OutboxMessage, type SendMailPayload } from '@coaching/server-core';
import type { User } from '../entities/user.entity';
import { signVerificationPath, VERIFICATION_LINK_TTL_SECONDS } from '../domain/signed-links';

/** The verification mail for a member: the signed link to their address as it is now, as core's mail service builds it. */
export function verificationMail(config: AppConfig, user: User): OutboxMessage<SendMailPayload> {
  return mailMessage({
    template: 'verify-email',
    to: user.email,
    locals: { url: `${config.APP_URL}${signVerificationPath(config.SESSION_SECRET, user.publicId, user.email)}`, hours: VERIFICATION_LINK_TTL_SECONDS / 3600 },
  });
}
