import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@coaching/server-core';
import { Client } from 'pg';
import { PAYMENT_CHANGED_CHANNEL } from '../projections/payment-channel';

type Listener = () => void;

/**
 * Tells the api the moment an order's read model (`payments`) changed (LISTEN/NOTIFY on one connection), so the result
 * page hears of a capture recorded by the worker without waiting for its next poll. A lost connection is
 * re-opened on the next subscription, and every listener is called once so it re-reads what it missed.
 */
@Injectable()
export class OrderChanges implements OnModuleDestroy {
  private readonly logger = new Logger('OrderChanges');
  private readonly listeners = new Map<string, Set<Listener>>();
  private client: Client | null = null;
  private connecting: Promise<Client> | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async subscribe(paymentId: string, listener: Listener): Promise<() => void> {
    const set = this.listeners.get(paymentId) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(paymentId, set);
    const unsubscribe = () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(paymentId);
    };
    // A page that could not start listening (the database is down) leaves no listener behind.
    await this.connect().catch((error: unknown) => {
      unsubscribe();
      throw error;
    });
    return unsubscribe;
  }

  async onModuleDestroy(): Promise<void> {
    this.listeners.clear();
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private connect(): Promise<Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= (async () => {
      const client = new Client({ connectionString: this.config.DATABASE_URL });
      client.on('notification', (message) => {
        if (message.channel === PAYMENT_CHANGED_CHANNEL && message.payload) this.notify(message.payload);
      });
      client.on('error', (error) => {
        this.logger.warn({ err: error.message }, 'order change notifications lost; listeners re-read');
        this.client = null;
        for (const id of [...this.listeners.keys()]) this.notify(id);
      });
      await client.connect();
      await client.query(`listen ${PAYMENT_CHANGED_CHANNEL}`);
      this.client = client;
      return client;
    })().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private notify(paymentId: string): void {
    for (const listener of [...(this.listeners.get(paymentId) ?? [])]) listener();
  }
}
