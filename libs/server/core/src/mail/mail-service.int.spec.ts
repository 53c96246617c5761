import type { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { sql } from '../database/sql';
import { sqlTransaction } from '../database/sql-transaction';
import { outboxJobId } from '../outbox/outbox';
import { QueueName } from '../queue/queue-names';
import { createTestOrm } from '../testing/test-database';
import { SEND_MAIL_JOB, type SendMailPayload } from './mail-message';
import type { MailRecipients, MemberMailContact } from './mail-recipients';
import { mailMessage, sendMail } from './mail-service';
import type { MailSender } from './send-mail';
import { SendMailJob } from './send-mail.job';

interface OutboxRow {
  id: string;
  queue: string;
  job_name: string;
  payload: SendMailPayload;
  correlation_id: string | null;
  deliver_at: Date | null;
}

describe('sendMail: a mail is its send-mail job written to the outbox (real PostgreSQL)', () => {
  let orm: MikroORM;

  beforeAll(async () => {
    orm = await createTestOrm('server_core');
  });
  afterAll(() => orm.close(true));

  const rowsOf = (correlationId: string) =>
    sql<OutboxRow>(orm.em.fork(), 'select id, queue, job_name, payload, correlation_id, deliver_at from outbox where correlation_id = ? order by position', [correlationId]);

  /** The send job as the worker runs it, with the transport replaced by a record of what it was given. */
  const sendJob = (contacts: MemberMailContact[] = []) => {
    const sent: { jobId: string; payload: SendMailPayload & { to: string[] } }[] = [];
    const sender = { send: async (jobId: string, payload: SendMailPayload & { to: string[] }) => (sent.push({ jobId, payload }), 'sent' as const) } as unknown as MailSender;
    const recipients: MailRecipients = { contactsOf: async (ids) => new Map(contacts.filter((c) => ids.includes(c.memberId)).map((c) => [c.memberId, c])) };
    return { job: new SendMailJob(sender, recipients), sent };
  };

  it('writes one outbox row, in the caller’s transaction, whose payload the send job sends', async () => {
    const correlationId = randomUUID();
    await orm.em.fork().transactional((tx) =>
      sendMail(tx, { template: 'contact-notification', to: 'ops@example.jp', replyTo: 'visitor@example.jp', locals: { message: 'こんにちは' }, correlationId }),
    );
    const rows = await rowsOf(correlationId);
    expect(rows).toEqual([
      {
        id: expect.any(String),
        queue: QueueName.Mail,
        job_name: SEND_MAIL_JOB,
        payload: { template: 'contact-notification', to: ['ops@example.jp'], replyTo: 'visitor@example.jp', locals: { message: 'こんにちは' } },
        correlation_id: correlationId,
        deliver_at: null,
      },
    ]);

    const { job, sent } = sendJob();
    await job.handle(rows[0].payload, { jobId: outboxJobId(rows[0].id), attempt: 1 });
    expect(sent).toEqual([{ jobId: outboxJobId(rows[0].id), payload: rows[0].payload }]);
  });

  it('addresses a mail to a member when the job runs, with their name as a local', async () => {
    const correlationId = randomUUID();
    const memberId = randomUUID();
    await sqlTransaction(orm.em, (tx) => sendMail(tx, { template: 'payment-completed', toMember: memberId, locals: { amount: 36300 }, correlationId }));
    const [row] = await rowsOf(correlationId);
    expect(row.payload).toEqual({ template: 'payment-completed', toMember: memberId, locals: { amount: 36300 } });

    const { job, sent } = sendJob([{ memberId, email: 'taro@example.jp', lastName: '山田', firstName: '太郎' }]);
    await job.handle(row.payload, { jobId: outboxJobId(row.id), attempt: 1 });
    expect(sent).toEqual([{ jobId: outboxJobId(row.id), payload: expect.objectContaining({ to: ['taro@example.jp'], locals: expect.objectContaining({ name: '山田 太郎', amount: 36300 }) }) }]);
  });

  it('writes several mails as rows of one transaction, in order; a rolled-back transaction leaves none', async () => {
    const correlationId = randomUUID();
    await sqlTransaction(orm.em, (tx) =>
      sendMail(tx, { template: 'lesson-reminder', toMember: randomUUID(), locals: {}, correlationId }, { template: 'lesson-attendance-due', to: ['coach@example.jp'], locals: {}, correlationId }),
    );
    expect((await rowsOf(correlationId)).map((r) => r.payload.template)).toEqual(['lesson-reminder', 'lesson-attendance-due']);

    const rolledBack = randomUUID();
    await expect(
      orm.em.fork().transactional(async (tx) => {
        await sendMail(tx, { template: 'verify-email', to: 'new@example.jp', locals: {}, correlationId: rolledBack });
        throw new Error('the write that the mail tells of failed');
      }),
    ).rejects.toThrow('failed');
    expect(await rowsOf(rolledBack)).toEqual([]);
  });

  it('refuses outside a transaction and writes nothing', async () => {
    const correlationId = randomUUID();
    await expect(sendMail(orm.em.fork(), { template: 'verify-email', to: 'new@example.jp', locals: {}, correlationId })).rejects.toThrow(/inside a transaction/);
    await expect(sendMail(orm.em.fork())).rejects.toThrow(/inside a transaction/);
    expect(await rowsOf(correlationId)).toEqual([]);
  });

  it('builds the message for callers that write it beside other outbox messages', () => {
    expect(mailMessage({ template: 'camp-paid', to: 'parent@example.jp', locals: { total: 1 } })).toEqual({
      queue: QueueName.Mail,
      jobName: SEND_MAIL_JOB,
      payload: { template: 'camp-paid', to: ['parent@example.jp'], locals: { total: 1 } },
    });
  });
});
