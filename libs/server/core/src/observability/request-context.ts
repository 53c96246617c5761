import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * The request id (ADR 0043): one id per request that changed something, carried by every piece of work the request
 * caused, across processes: the events it appended (`metadata.requestId`), the outbox rows it wrote (`request_id`),
 * the jobs relayed from them (`data.requestId`), the reactions to its events, the mails they sent (`X-Request-Id`), and
 * every log line written meanwhile (`requestId`). Not the `correlationId` the contexts already use: that is a business
 * key (the order, the camp application), which a test or an operator looks rows up by.
 */
interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The request id of the work running now, if it came from a request (or from work a request caused). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** Runs `work` as part of the request `requestId` (nothing changes when it is absent: work no request caused). */
export function withRequestId<T>(requestId: string | undefined | null, work: () => T): T {
  return requestId ? storage.run({ requestId }, work) : work();
}

/**
 * Makes the rest of this synchronous run, and everything it starts, part of the request: for a listener that cannot
 * wrap what runs after it (the HTTP server's `request` event, ahead of Express and the fast path).
 */
export function enterRequest(requestId: string): void {
  storage.enterWith({ requestId });
}

/** An incoming `X-Request-Id` is kept when it is a plain token (a proxy's or a client's); anything else gets a new one. */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The request id of an incoming request: its `X-Request-Id` when acceptable, else a new uuid. */
export function requestIdOf(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given && ACCEPTED_REQUEST_ID.test(given) ? given : randomUUID();
}
