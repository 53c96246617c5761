import type { MikroORM } from '@mikro-orm/postgresql';
import { simpleParser, type ParsedMail } from 'mailparser';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Transporter } from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { createTestOrm } from '../testing/test-database';
import { MailRenderer } from './mail-renderer';
import { createMailTransport } from './mail-transport';
import { MailSender } from './send-mail';

describe('MailSender (real SMTP and PostgreSQL)', () => {
  let orm: MikroORM;
  let smtp: SMTPServer;
  let port: number;
  let failNext = 0;
  let connections = 0;
  const received: ParsedMail[] = [];

  beforeAll(async () => {
    orm = await createTestOrm('server_core');
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onConnect(_session, callback) {
        connections++;
        callback();
      },
      onData(stream, _session, callback) {
        if (failNext > 0) {
          failNext--;
          stream.resume();
          stream.on('end', () => callback(Object.assign(new Error('mailbox busy'), { responseCode: 451 })));
          return;
        }
        simpleParser(stream).then((mail) => {
          received.push(mail);
          callback();
        }, callback);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });

  // Pooled transports keep their connections open: closed first, or the server's close waits out its timeout.
  const transports: Transporter[] = [];
  const transport = () => {
    const made = createMailTransport(`smtp://127.0.0.1:${port}`);
    transports.push(made);
    return made;
  };

  afterAll(async () => {
    for (const made of transports) made.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
    await orm.close(true);
  });

  const sender = () =>
    new MailSender(orm.em, new MailRenderer({ appName: 'GG COACH', appUrl: 'http://localhost:3000' }), transport(), {
      from: 'GG COACH <no-reply@ggcoach.example>',
      messageIdDomain: 'ggcoach.example',
    });

  const payload = (to: string) => ({
    template: 'contact-notification',
    to: [to],
    locals: { name: '山田 <b>太郎</b>', email: to, message: '体験レッスンの日程について\n教えてください。', receivedAt: '2026-11-22T01:30:00Z' },
  });

  it('renders the Japanese template as HTML and text, escaping values in HTML', async () => {
    const to = `${randomUUID()}@example.jp`;
    await expect(sender().send(`outbox-${randomUUID()}`, payload(to))).resolves.toBe('sent');
    const mail = received.find((m) => m.to && JSON.stringify(m.to).includes(to))!;
    expect(mail.subject).toBe('【お問い合わせ】山田 <b>太郎</b> 様より新しいお問い合わせ');
    expect(mail.text).toContain('山田 <b>太郎</b>');
    expect(mail.text).toContain('2026年11月22日 10:30');
    expect(mail.html).toContain('山田 &lt;b&gt;太郎&lt;/b&gt;');
    expect(mail.from?.text).toContain('no-reply@ggcoach.example');
  });

  it('keeps its connections open: ten mails, one after another, go over one', async () => {
    const mailer = sender();
    const before = connections;
    for (let i = 0; i < 10; i++) await expect(mailer.send(`outbox-${randomUUID()}`, payload(`${randomUUID()}@example.jp`))).resolves.toBe('sent');
    expect(connections - before).toBe(1);
  });

  it('sends once when the same job runs twice', async () => {
    const to = `${randomUUID()}@example.jp`;
    const jobId = `outbox-${randomUUID()}`;
    await expect(sender().send(jobId, payload(to))).resolves.toBe('sent');
    await expect(sender().send(jobId, payload(to))).resolves.toBe('already-sent');
    expect(received.filter((m) => JSON.stringify(m.to).includes(to))).toHaveLength(1);
  });

  it('sends once when the same job runs twice at the same moment (a stalled job taken up while its first run goes on)', async () => {
    const to = `${randomUUID()}@example.jp`;
    const jobId = `outbox-${randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: 4 }, () => sender().send(jobId, payload(to))));
    expect(answers.sort()).toEqual(['already-sent', 'already-sent', 'already-sent', 'sent']);
    expect(received.filter((m) => JSON.stringify(m.to).includes(to))).toHaveLength(1);
  });

  it('throws on an SMTP failure so the queue retries, and records nothing', async () => {
    const to = `${randomUUID()}@example.jp`;
    const jobId = `outbox-${randomUUID()}`;
    failNext = 1;
    await expect(sender().send(jobId, payload(to))).rejects.toThrow();
    await expect(sender().send(jobId, payload(to))).resolves.toBe('sent');
    expect(received.filter((m) => JSON.stringify(m.to).includes(to))).toHaveLength(1);
  });

  it('refuses an unknown template', () => {
    expect(() => new MailRenderer().render('no-such-template', {})).toThrow(/Unknown mail template/);
    expect(() => new MailRenderer().render('../etc/passwd', {})).toThrow(/Unknown mail template/);
  });
});
