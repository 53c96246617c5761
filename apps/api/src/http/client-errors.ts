import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { Messages } from '@coaching/contracts';

/** Node's parser errors that are the client's: too long a URL or headers (431), else a malformed request (400). */
const statusOf = (error: NodeJS.ErrnoException) => (error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400);

/**
 * A request Node's HTTP parser refuses (a URL or headers past `maxHeaderSize`, a malformed request line) never reaches
 * the fast path or Express; Node would answer it with an empty body. It gets the api's error shape and a Japanese
 * message like any other refusal (the negative pass of ADR 0045 found the bare 431).
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = statusOf(error);
    const body = JSON.stringify({ message: Messages.common.invalidRequest });
    const reason = status === 431 ? 'Request Header Fields Too Large' : 'Bad Request';
    socket.end(`HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  });
}
