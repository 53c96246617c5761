import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { SettleCardTokenChargeCommand } from '@coaching/server-billing/commands';
import { SettleUnansweredCampPaymentsJob } from '@coaching/server-camp';
import { GUARDIAN_SUMMARY_PATTERN, SEND_GUARDIAN_WEEKLY_SUMMARIES_JOB, SendGuardianWeeklySummariesJob } from '@coaching/server-composition';
import { APP_CONFIG, type AppConfig, createRedisConnection, QueueName, QueueRegistry, sendMail, sql } from '@coaching/server-core';
import { ListLinkedChildrenQuery } from '@coaching/server-identity/queries';
import { GetMemberLessonRecordQuery, ListSharedKarteQuery } from '@coaching/server-lessons/queries';
import { prepareTestDatabase, testDatabaseUrl } from '@coaching/server-core/testing';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { SMTPServer } from 'smtp-server';
import { WorkerModule } from './worker.module';

describe('worker (real PostgreSQL, Redis and SMTP)', () => {
  let worker: INestApplicationContext;
  let smtp: SMTPServer;
  const received: ParsedMail[] = [];

  beforeAll(async () => {
    await prepareTestDatabase('worker');
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData: (stream, _session, done) => void simpleParser(stream).then((mail) => (received.push(mail), done()), done),
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    Object.assign(process.env, {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: testDatabaseUrl('worker'),
      QUEUE_PREFIX: `test-worker-${process.pid}-${Date.now()}`,
      SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    });
    worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
    await worker.init();
  });

  afterAll(async () => {
    await worker?.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it('finds the mail job at boot, relays a committed outbox row and sends the mail once', async () => {
    const em = worker.get(EntityManager).fork();
    const to = `worker-${Date.now()}@example.jp`;
    const locals = { contactId: 'c-1', name: 'ワーカー 太郎', email: to, message: 'テスト', receivedAt: new Date().toISOString() };
    await em.transactional((tx) => sendMail(tx, { template: 'contact-acknowledgement', to, locals }));

    // The relay marks the row after queueing it and the sender records the mail after SMTP accepted it,
    // so each fact is awaited on its own rather than inferred from the mail's arrival.
    const until = async <T>(probe: () => Promise<T | undefined>): Promise<T | undefined> => {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const value = await probe();
        if (value !== undefined || Date.now() > deadline) return value;
        await sleep(100);
      }
    };
    const mail = await until(async () => received.find((m) => JSON.stringify(m.to).includes(to)));
    expect(mail?.subject).toBe('【GG COACH】お問い合わせを受け付けました');
    const dispatched = await until(async () => {
      const [row] = await sql<{ dispatched: boolean }>(em, "select dispatched_at is not null as dispatched from outbox where payload->'to'->>0 = ?", [to]);
      return row?.dispatched ? true : undefined;
    });
    expect(dispatched).toBe(true);
    const recorded = await until(async () => {
      const rows = await sql(em, 'select 1 from sent_mails where ? = any(recipients)', [to]);
      return rows.length > 0 ? rows : undefined;
    });
    expect(recorded).toHaveLength(1);
    await sleep(300);
    expect(received.filter((m) => JSON.stringify(m.to).includes(to))).toHaveLength(1);
  });

  it('addresses a mail to a member when it is sent: their address and name then, from the member directory', async () => {
    const em = worker.get(EntityManager).fork();
    const memberId = randomUUID();
    const old = `member-old-${Date.now()}@example.jp`;
    const current = `member-new-${Date.now()}@example.jp`;
    await sql(em, 'insert into users (id, email, last_name, first_name) values (?, ?, ?, ?)', [memberId, old, '宛先', '花子']);
    // Queued with the member's id only; the address changes before the worker sends it.
    await em.transactional(async (tx) => {
      await sendMail(tx, { template: 'payment-completed', toMember: memberId, locals: { title: 'VALORANT Standard（1か月）', methodLabel: '銀行振込', amount: 36300, paidAt: new Date().toISOString(), nextNote: '' } });
      await sql(tx, 'update users set email = ? where id = ?', [current, memberId]);
    });
    const deadline = Date.now() + 20_000;
    let mail: ParsedMail | undefined;
    while (!mail && Date.now() < deadline) {
      mail = received.find((m) => JSON.stringify(m.to).includes(current));
      if (!mail) await sleep(100);
    }
    expect(mail?.text).toContain('宛先 花子 様');
    expect(received.some((m) => JSON.stringify(m.to).includes(old))).toBe(false);
  });

  it('greets a member who has no name yet as お客様, not 「お客 様」', async () => {
    const em = worker.get(EntityManager).fork();
    const memberId = randomUUID();
    const to = `member-nameless-${Date.now()}@example.jp`;
    await sql(em, 'insert into users (id, email) values (?, ?)', [memberId, to]);
    await em.transactional((tx) =>
      sendMail(tx, { template: 'payment-completed', toMember: memberId, locals: { title: 'VALORANT Standard（1か月）', methodLabel: '銀行振込', amount: 36300, paidAt: new Date().toISOString(), nextNote: '' } }),
    );
    const deadline = Date.now() + 20_000;
    let mail: ParsedMail | undefined;
    while (!mail && Date.now() < deadline) {
      mail = received.find((m) => JSON.stringify(m.to).includes(to));
      if (!mail) await sleep(100);
    }
    expect(mail?.text?.startsWith('お客様\n')).toBe(true);
    expect(mail?.html).toContain('<p>お客様</p>');
    expect(`${mail?.text}${mail?.html}`).not.toContain('お客 様');
  });

  it('runs the camp’s scan of unanswered card payments, and billing’s jobs answer the provider check it sends', async () => {
    expect(worker.get(SettleUnansweredCampPaymentsJob)).toBeInstanceOf(SettleUnansweredCampPaymentsJob);
    expect(await worker.get(SettleUnansweredCampPaymentsJob).settleUnanswered()).toBe(0);
    // Whatever the provider says here (or whether it answers), the command must reach a handler in the worker.
    const answered = await worker
      .get(CommandBus)
      .execute(new SettleCardTokenChargeCommand('camp', `worker${Date.now()}`))
      .then(
        () => 'answered',
        (error: Error) => error.constructor.name,
      );
    expect(answered).not.toBe('CommandHandlerNotFoundException');
  });

  it('schedules the guardians’ weekly summary on Monday 08:00 Tokyo, and answers the queries it composes', async () => {
    const connection = createRedisConnection(worker.get<AppConfig>(APP_CONFIG).REDIS_URL);
    const registry = new QueueRegistry(connection, worker.get<AppConfig>(APP_CONFIG).QUEUE_PREFIX);
    try {
      const scheduler = await registry.get(QueueName.Maintenance).getJobScheduler(SEND_GUARDIAN_WEEKLY_SUMMARIES_JOB);
      expect(scheduler).toMatchObject({ pattern: GUARDIAN_SUMMARY_PATTERN, tz: 'Asia/Tokyo' });
    } finally {
      await registry.close();
      connection.disconnect();
    }
    // Identity's and the lessons context's handlers are in the worker: an opted-in guardian's scan reaches them.
    const queries = worker.get(QueryBus);
    for (const query of [new ListLinkedChildrenQuery(randomUUID()), new GetMemberLessonRecordQuery(randomUUID()), new ListSharedKarteQuery(randomUUID())]) {
      await expect(queries.execute(query)).resolves.toBeDefined();
    }
    await sql(worker.get(EntityManager).fork(), 'insert into guardian_preferences (guardian_id, weekly_summary) values (?, true)', [randomUUID()]);
    expect(await worker.get(SendGuardianWeeklySummariesJob).sendDue()).toBe(0);
  });
});
