/** Job name of the one mail job on the `mail` queue. */
export const SEND_MAIL_JOB = 'send-mail';

/** Payload of a `send-mail` job: which template, to whom, with what values. */
export interface SendMailPayload {
  template: string;
  to: string[];
  replyTo?: string;
  locals: Record<string, unknown>;
}
