import type { Socket } from 'node:net';

interface Held {
  timer: NodeJS.Timeout;
  socket: Socket;
  onClose: () => void;
}

/**
 * Requests the slow and hanging test cards keep waiting. Each one ends on its own timer, when its
 * client goes away, or when the sandbox closes, so nothing keeps the process (or a test run) alive.
 */
export class HeldRequests {
  private readonly held = new Set<Held>();

  /** Runs `then` after `ms`, unless the client disconnects first or the sandbox closes. */
  hold(socket: Socket, ms: number, then: () => void): void {
    const entry: Held = {
      socket,
      timer: setTimeout(() => {
        this.release(entry);
        then();
      }, ms),
      onClose: () => this.release(entry),
    };
    entry.timer.unref();
    this.held.add(entry);
    socket.once('close', entry.onClose);
  }

  get size(): number {
    return this.held.size;
  }

  /** Drops every held request: their clients see the connection close. */
  close(): void {
    for (const entry of [...this.held]) {
      this.release(entry);
      entry.socket.destroy();
    }
  }

  private release(entry: Held): void {
    clearTimeout(entry.timer);
    entry.socket.off('close', entry.onClose);
    this.held.delete(entry);
  }
}
