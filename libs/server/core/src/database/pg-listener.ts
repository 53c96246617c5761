import { Client } from 'pg';

/** What a channel's subscriber hears: each notification's payload, and when notifications may have been missed. */
export interface ChannelSubscriber {
  /** A notification on the channel (PostgreSQL delivers it when the notifying transaction commits). */
  heard(payload: string): void;
  /** The connection dropped (nothing is heard until `resumed`) or came back: anything may have changed unheard. */
  lost?(): void;
  resumed?(): void;
}

export interface PgListenerOptions {
  /** Shown in `pg_stat_activity`, so an operator sees whose connection it is. */
  applicationName: string;
  /** How long to wait before connecting again after the connection dropped. */
  retryMs?: number;
  onError?: (message: string) => void;
}

/**
 * The one way we LISTEN to PostgreSQL: a dedicated connection per process part that LISTENs on every channel its
 * subscribers name. A connection cut (a PostgreSQL restart, a network fault) is reported to every subscriber
 * (`lost`), connected again in the background and reported again once listening (`resumed`): a subscriber that
 * keeps state (a cache, a waiting page) re-reads then, and one that polls as a safety net (the outbox relay, the
 * reaction consumer) simply looks again.
 */
export class PgListener {
  private client: Client | null = null;
  private listening = false;
  private stopped = true;
  private retry: NodeJS.Timeout | null = null;
  private starting: Promise<void> | null = null;
  private readonly channels = new Map<string, ChannelSubscriber[]>();
  /** The notification being sent, which the next one waits for. */
  private sending: Promise<void> = Promise.resolve();

  constructor(
    private readonly databaseUrl: string,
    private readonly options: PgListenerOptions,
  ) {}

  /** Whether the connection is listening now: a change committed from now on will be heard. */
  get live(): boolean {
    return this.listening;
  }

  /** The listening connection's backend pid (for tests that cut it). */
  get backendPid(): number | null {
    return (this.client as unknown as { processID?: number } | null)?.processID ?? null;
  }

  /** Subscribes to a channel; subscribe before `start`, or the channel is listened to from the next connection on. */
  subscribe(channel: string, subscriber: ChannelSubscriber): void {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
    this.channels.set(channel, [...(this.channels.get(channel) ?? []), subscriber]);
    const client = this.client;
    if (this.listening && client) void client.query(`listen ${channel}`).catch((error: Error) => this.dropped(client, error.message));
  }

  /**
   * Connects and listens. Resolves once listening, or once the first attempt failed (it is then retried in the
   * background, as after a drop). Calling it again while started waits for the same attempt.
   */
  start(): Promise<void> {
    this.stopped = false;
    if (this.listening) return Promise.resolve();
    this.starting ??= this.connect().finally(() => {
      this.starting = null;
    });
    return this.starting;
  }

  /**
   * Sends a notification on this connection (a subscriber may wait to hear its own: every earlier one has been).
   * Notifications sent at once go one after the other: a `pg` client runs one query at a time.
   */
  notify(channel: string, payload: string): Promise<void> {
    const client = this.client;
    if (!client || !this.listening) return Promise.reject(new Error('not listening'));
    const sent = this.sending.then(() => client.query('select pg_notify($1, $2)', [channel, payload])).then(() => undefined);
    this.sending = sent.catch(() => undefined);
    return sent;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    const client = this.client;
    this.client = null;
    if (this.listening) this.tell((s) => s.lost?.());
    this.listening = false;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.databaseUrl, application_name: this.options.applicationName });
    // A connection cut by a PostgreSQL restart emits 'error' then 'end'; unheard, 'error' would end the process.
    client.on('error', (error) => this.dropped(client, error.message));
    client.on('end', () => this.dropped(client, 'connection ended'));
    client.on('notification', (message) => {
      for (const subscriber of this.channels.get(message.channel) ?? []) subscriber.heard(message.payload ?? '');
    });
    this.client = client;
    try {
      await client.connect();
      const channels = [...this.channels.keys()];
      if (channels.length > 0) await client.query(channels.map((channel) => `listen ${channel}`).join('; '));
      if (this.client !== client) return;
      this.listening = true;
      this.tell((s) => s.resumed?.());
    } catch (error) {
      this.dropped(client, (error as Error).message);
    }
  }

  private dropped(client: Client, why: string): void {
    if (this.client !== client) return;
    this.client = null;
    const wasListening = this.listening;
    this.listening = false;
    client.end().catch(() => undefined);
    if (wasListening) this.tell((s) => s.lost?.());
    if (this.stopped) return;
    this.options.onError?.(`${this.options.applicationName}: not listening (${why}); trying again`);
    this.retry = setTimeout(() => {
      this.retry = null;
      if (!this.stopped) void this.connect();
    }, this.options.retryMs ?? 1_000);
  }

  private tell(call: (subscriber: ChannelSubscriber) => void): void {
    for (const list of this.channels.values()) for (const subscriber of list) call(subscriber);
  }
}
