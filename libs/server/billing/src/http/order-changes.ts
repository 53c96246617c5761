import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, PgListener } from '@coaching/server-core';
import { PAYMENT_CHANGED_CHANNEL } from '../projections/payment-channel';

type Listener = () => void;

/**
 * Tells the api the moment an order's read model (`payments`) changed (core's `PgListener` on
 * `payment_changed`), so the result page hears of a capture recorded by the worker without waiting for its next
 * poll. The connection opens with the first page that listens; while it is down, and once it is back, every listener
 * is called once so it re-reads what it may have missed.
 */
@Injectable()
export class OrderChanges implements OnModuleDestroy {
  private readonly logger = new Logger('OrderChanges');
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly listener: PgListener;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.listener = new PgListener(config.DATABASE_URL, { applicationName: 'coaching-order-changes', onError: (message) => this.logger.warn(message) });
    const everyone = () => {
      for (const id of [...this.listeners.keys()]) this.notify(id);
    };
    this.listener.subscribe(PAYMENT_CHANGED_CHANNEL, { heard: (paymentId) => this.notify(paymentId), lost: everyone, resumed: everyone });
  }

  async subscribe(paymentId: string, listener: Listener): Promise<() => void> {
    const set = this.listeners.get(paymentId) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(paymentId, set);
    const unsubscribe = () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(paymentId);
    };
    await this.listener.start();
    // A page that could not start listening (the database is down) leaves no listener behind.
    if (!this.listener.live) {
      unsubscribe();
      throw new Error('order change notifications are not available');
    }
    return unsubscribe;
  }

  async onModuleDestroy(): Promise<void> {
    this.listeners.clear();
    await this.listener.stop();
  }

  private notify(paymentId: string): void {
    for (const listener of [...(this.listeners.get(paymentId) ?? [])]) listener();
  }
}
