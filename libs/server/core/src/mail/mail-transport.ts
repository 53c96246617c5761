import nodemailer, { type Transporter } from 'nodemailer';

/** The SMTP transport: the sandbox inbox in development and tests, a real relay in production. */
export function createMailTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport(smtpUrl, { pool: true, maxConnections: 2 } as never);
}
