import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { MailStore, StoredMail } from './mail-store';
import { toNewMail } from './to-new-mail';

export const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

export interface SmtpInboxOptions {
  /** Called once per stored message (main logs it; tests leave it out). */
  onStored?: (mail: StoredMail) => void;
}

/** An SMTP server that accepts every message, from anyone to anyone, and puts it in the store. */
export function createSmtpInbox(store: MailStore, options: SmtpInboxOptions = {}): SMTPServer {
  return new SMTPServer({
    name: 'sandbox.local',
    banner: 'Coaching school sandbox inbox',
    authOptional: true,
    // Plain text only: no certificate to manage, and the app may still send credentials, which we accept.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    size: MAX_MESSAGE_BYTES,
    // Pooled app transports keep connections open; do not let them hold a shutdown for 30 s.
    closeTimeout: 1000,
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'sandbox' });
    },
    onData(stream, session, callback) {
      receive(stream, session, store).then((mail) => {
        options.onStored?.(mail);
        callback();
      }, callback);
    },
  });
}

async function receive(stream: SMTPServerDataStream, session: SMTPServerSession, store: MailStore): Promise<StoredMail> {
  const parsed = await simpleParser(stream);
  if (stream.sizeExceeded) throw Object.assign(new Error('Message exceeds fixed maximum message size'), { responseCode: 552 });
  const envelope = {
    mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
    rcptTo: session.envelope.rcptTo.map((recipient) => recipient.address),
  };
  return store.add(toNewMail(parsed, envelope));
}
