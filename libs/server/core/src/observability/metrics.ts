import { Logger } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** One reading of a figure collected on scrape: a value per set of labels. */
export type Reading<Label extends string = string> = Array<{ labels?: Partial<Record<Label, string>>; value: number }>;

export interface CollectedFigure<Label extends string> {
  name: string;
  help: string;
  labelNames?: Label[];
  /** Reads the figure (a cheap query); called on scrape, at most once per `ttlMs`. */
  read: () => Promise<Reading<Label>>;
  /** How long a reading answers later scrapes (several Prometheus servers, a dashboard refresh): 10 s by default. */
  ttlMs?: number;
  /** A counter read from a record that only grows (events), or a gauge (rows waiting now). */
  type?: 'gauge' | 'counter';
}

/** A reading that takes longer than this is given up: the scrape answers the previous values instead of hanging. */
const READ_TIMEOUT_MS = 2_000;

/**
 * The process's Prometheus figures (ADR 0043): its own registry (one per api or worker; tests run several in one
 * process), Node's default process figures, and the product's, all named `coaching_…`. Figures counted in the process
 * (requests, mails) are counters and histograms updated where the thing happens; figures that are a state of the
 * database or Redis (the outbox's age, parked reactions, queue depths) are read when Prometheus scrapes, never polled.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly logger = new Logger('Metrics');

  constructor(service: string) {
    this.registry.setDefaultLabels({ service });
    collectDefaultMetrics({ register: this.registry });
  }

  counter<Label extends string>(name: string, help: string, labelNames: Label[] = []): Counter<Label> {
    return (this.registry.getSingleMetric(name) as Counter<Label> | undefined) ?? new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  histogram<Label extends string>(name: string, help: string, labelNames: Label[], buckets: number[]): Histogram<Label> {
    return (this.registry.getSingleMetric(name) as Histogram<Label> | undefined) ?? new Histogram({ name, help, labelNames, buckets, registers: [this.registry] });
  }

  /** A figure read on scrape, kept for `ttlMs`; a failed or slow reading leaves the previous values (and is logged). */
  collected<Label extends string>(figure: CollectedFigure<Label>): void {
    if (this.registry.getSingleMetric(figure.name)) return;
    const ttlMs = figure.ttlMs ?? 10_000;
    let readAt = 0;
    let reading: Reading<Label> = [];
    const refresh = async () => {
      if (Date.now() - readAt < ttlMs) return;
      readAt = Date.now();
      let timer: NodeJS.Timeout | undefined;
      try {
        reading = await Promise.race([figure.read(), new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer in ${READ_TIMEOUT_MS} ms`)), READ_TIMEOUT_MS)))]);
      } catch (error) {
        this.logger.warn({ metric: figure.name, err: error instanceof Error ? error.message : String(error) }, 'metric not read; the previous values stand');
      } finally {
        clearTimeout(timer);
      }
    };
    const options = { name: figure.name, help: figure.help, labelNames: figure.labelNames ?? [], registers: [this.registry] };
    if (figure.type === 'counter') {
      new Counter<Label>({
        ...options,
        async collect() {
          await refresh();
          this.reset();
          for (const { labels, value } of reading) if (labels) this.inc(labels as Record<Label, string>, value);
          else this.inc(value);
        },
      });
    } else {
      new Gauge<Label>({
        ...options,
        async collect() {
          await refresh();
          this.reset();
          for (const { labels, value } of reading) if (labels) this.set(labels as Record<Label, string>, value);
          else this.set(value);
        },
      });
    }
  }

  /** The Prometheus text exposition of every figure. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
