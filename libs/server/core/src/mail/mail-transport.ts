import nodemailer, { type Transporter } from 'nodemailer';

/**
 * The SMTP transport: the sandbox inbox in development and tests, a real relay in production. Pooled: mails go
 * over up to two kept-open connections, not a connection (greeting, EHLO, maybe TLS) each. The options sit beside
 * the URL in one object: as a second argument, nodemailer takes them for message defaults and pools nothing.
 */
export function createMailTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 2 } as never);
}
