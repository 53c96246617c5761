import { Logger } from '@nestjs/common';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Metrics } from './metrics';

/** The path Prometheus scrapes, on the metrics port only. */
export const METRICS_PATH = '/metrics';

/**
 * The metrics endpoint on a port of its own (ADR 0043), never the api's public port: `GET /metrics` and nothing else
 * (404). Bound to `METRICS_HOST` (127.0.0.1 by default: a Prometheus on the same machine; in compose the private
 * network, with the port not published). A port taken (another copy on the same machine) is logged and the process
 * runs on without its endpoint: metrics must never stop the api or the worker.
 */
export class MetricsServer {
  private readonly logger = new Logger('MetricsServer');
  private server?: Server;

  constructor(private readonly metrics: Metrics) {}

  async listen(port: number, host: string): Promise<void> {
    const server = createServer((req, res) => {
      const path = (req.url ?? '/').split('?')[0];
      if (path !== METRICS_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found\n');
        return;
      }
      this.metrics.exposition().then(
        ({ contentType, body }) => res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' }).end(req.method === 'HEAD' ? undefined : body),
        (error: unknown) => {
          this.logger.error({ err: error instanceof Error ? error.message : String(error) }, 'metrics exposition failed');
          res.writeHead(500).end();
        },
      );
    });
    await new Promise<void>((resolve) => {
      server.once('error', (error) => {
        this.logger.warn({ port, host, err: error.message }, 'metrics endpoint not started');
        resolve();
      });
      server.listen(port, host, () => {
        this.server = server;
        this.logger.log({ metrics: `http://${host}:${(server.address() as AddressInfo).port}${METRICS_PATH}` }, 'metrics endpoint listening');
        resolve();
      });
    });
  }

  /** Where it listens (tests ask for port 0, any free port). */
  address(): { host: string; port: number } | undefined {
    const address = this.server?.address() as AddressInfo | null | undefined;
    return address ? { host: address.address, port: address.port } : undefined;
  }

  close(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}
