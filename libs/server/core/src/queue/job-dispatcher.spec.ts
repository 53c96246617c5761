import type { Job } from 'bullmq';
import { JobDispatcher } from './job-dispatcher';
import { QueueName } from './queue-names';

const handler = (calls: unknown[]) => ({ handle: async (payload: unknown) => void calls.push(payload) });

describe('JobDispatcher', () => {
  it('routes a job to its one handler with the job id and attempt', async () => {
    const calls: unknown[] = [];
    const received: unknown[] = [];
    const dispatcher = new JobDispatcher([{ meta: { queue: QueueName.Mail, jobName: 'send-mail' }, handler: { handle: async (p, c) => void (calls.push(p), received.push(c)) } }]);
    await dispatcher.dispatch({ queueName: 'mail', name: 'send-mail', data: { a: 1 }, id: 'outbox-7', attemptsMade: 2, opts: { attempts: 8 } } as Job);
    expect(calls).toEqual([{ a: 1 }]);
    expect(received).toEqual([{ jobId: 'outbox-7', attempt: 3, rerun: true, maxAttempts: 8 }]);
    expect(dispatcher.queues()).toEqual(['mail']);
  });

  it('tells a first run from a rerun: a retry, or a run a dead worker began (attemptsStarted counts it)', async () => {
    const received: { rerun?: boolean }[] = [];
    const dispatcher = new JobDispatcher([{ meta: { queue: QueueName.Mail, jobName: 'send-mail' }, handler: { handle: async (_p, c) => void received.push(c) } }]);
    const job = (attemptsMade: number, attemptsStarted: number) => ({ queueName: 'mail', name: 'send-mail', data: {}, id: 'outbox-8', attemptsMade, attemptsStarted, opts: { attempts: 8 } }) as unknown as Job;
    await dispatcher.dispatch(job(0, 1));
    await dispatcher.dispatch(job(0, 2));
    await dispatcher.dispatch(job(1, 2));
    expect(received.map((c) => c.rerun)).toEqual([false, true, true]);
  });

  it('refuses two handlers for one job at boot', () => {
    const meta = { queue: QueueName.Mail, jobName: 'send-mail' };
    expect(() => new JobDispatcher([{ meta, handler: handler([]) }, { meta, handler: handler([]) }])).toThrow('Two handlers for job mail/send-mail');
  });

  it('refuses a declared job with no handler at boot, and fails an unknown job at run time', async () => {
    expect(() => new JobDispatcher([], [{ queue: QueueName.Payments, jobName: 'charge' }])).toThrow('No handler for job(s): payments/charge');
    await expect(new JobDispatcher([]).dispatch({ queueName: 'mail', name: 'nope' } as Job)).rejects.toThrow('No handler for job mail/nope');
  });
});
