/** What a `BatchLoop` runs: one batch, answering how many items it took (a full batch means: look again at once). */
export interface BatchLoopOptions {
  runBatch: () => Promise<number>;
  batchSize: number;
  /** How long an idle loop waits before it looks again (a `wake()`, from a notification, ends the wait sooner). */
  pollIntervalMs: number;
  onError?: (error: unknown) => void;
}

/**
 * A worker's loop over work kept in PostgreSQL (the outbox relay, the reaction consumer): it runs batches while they
 * come back full or work was announced meanwhile, and otherwise sleeps until the next poll or a `wake()`. The poll
 * is the safety net for a notification lost with its connection, and for work that comes due later.
 */
export class BatchLoop {
  private running = false;
  private loop?: Promise<void>;
  /** Work was announced since the last batch began: look again without sleeping. */
  private announced = false;
  private waker?: () => void;

  constructor(private readonly options: BatchLoopOptions) {}

  /** Work was written (a notification was heard): run a batch now, or right after the one in flight. */
  wake(): void {
    this.announced = true;
    this.waker?.();
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = (async () => {
      while (this.running) {
        this.announced = false;
        let taken = 0;
        try {
          taken = await this.options.runBatch();
        } catch (error) {
          this.options.onError?.(error);
        }
        if (taken < this.options.batchSize && this.running && !this.announced) await this.idle();
      }
    })();
  }

  /** Stops after the batch in flight, so nothing is left half done by a graceful shutdown. */
  async stop(): Promise<void> {
    this.running = false;
    this.waker?.();
    await this.loop;
  }

  private idle(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.waker?.(), this.options.pollIntervalMs);
      this.waker = () => {
        clearTimeout(timer);
        this.waker = undefined;
        resolve();
      };
    });
  }
}
