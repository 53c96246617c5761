// Billing applies some changes a moment after the call that causes them (a worker reactor): a bank order
// becomes a pending subscription, a cancelled one is withdrawn. Pages read again until they see it.

export interface PollOptions {
  /** Reads at most this many times. */
  attempts: number;
  intervalMs: number;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Reads until `done` holds, then answers that reading; after `attempts` readings, the last one as it is. A
 * failed read ends it with that failure.
 */
export async function pollUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, { attempts, intervalMs, sleep = wait }: PollOptions): Promise<T> {
  let value = await read();
  for (let n = 1; n < attempts && !done(value); n += 1) {
    await sleep(intervalMs);
    value = await read();
  }
  return value;
}
