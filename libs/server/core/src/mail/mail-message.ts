/** Job name of the one mail job on the `mail` queue. */
export const SEND_MAIL_JOB = 'send-mail';

/**
 * Payload of a `send-mail` job: which template, to whom, with what values. `toMember` (a member id) is
 * resolved when the mail is sent, through `MailRecipients`: the member's address then, and their
 * name as the `name` local, so a mail queued before an address change still reaches them.
 */
export interface SendMailPayload {
  template: string;
  to?: string[];
  toMember?: string;
  replyTo?: string;
  locals: Record<string, unknown>;
}
