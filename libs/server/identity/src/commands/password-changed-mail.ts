import { mailMessage, mailSalutationOf, type OutboxMessage, type SendMailPayload } from '@coaching/server-core';
import type { User } from '../entities/user.entity';

/** How the password came to change: the member changed it signed in, or set a new one from the reset mail's link. */
export type PasswordChangeWay = 'changed' | 'reset';

/**
 * The security notice a member gets when their password changes: when (shown in Asia/Tokyo), that every other
 * session was signed out, and what to do if it was not them. Sent to the address the account had when the password
 * changed (not looked up at sending time, so a later change of address cannot send the notice elsewhere).
 */
export function passwordChangedMail(user: User, way: PasswordChangeWay, changedAt: Date): OutboxMessage<SendMailPayload> {
  return mailMessage({
    template: 'password-changed',
    to: user.email,
    locals: { salutation: mailSalutationOf(user), changedAt: changedAt.toISOString(), reset: way === 'reset' },
  });
}
