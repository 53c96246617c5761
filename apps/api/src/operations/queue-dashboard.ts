import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, createRedisConnection, QueueName, QueueRegistry } from '@coaching/server-core';
import type { Request, RequestHandler } from 'express';

/** Where the dashboard is served: under /admin-api, so the operator's session cookie reaches it. */
export const QUEUE_DASHBOARD_PATH = '/admin-api/queues';

/**
 * The queue dashboard (bull-board) for admins (issue 14): every queue of `QueueName`, its waiting, delayed and failed
 * jobs, with retry. Opened on first use, on its own Redis connection, so an api that never shows it opens none.
 */
@Injectable()
export class QueueDashboard implements OnApplicationShutdown {
  private registry?: QueueRegistry;
  private connection?: ReturnType<typeof createRedisConnection>;
  private router?: RequestHandler;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /**
   * Admins only, checked on the server for every request (the page and its API). Its own retry and clean calls
   * carry no X-XSRF-TOKEN, so instead of the token they must come from the product's own origin (a browser always
   * sends `Origin` on such a request; another site's page cannot forge it).
   */
  handler(): RequestHandler[] {
    const origin = new URL(this.config.APP_URL).origin;
    const allowed = new Set([origin, ...(this.config.isProduction ? [] : ['http://localhost:5174'])]);
    const adminsOnly: RequestHandler = (req, res, next) => {
      const operator = (req as Request).session?.operator;
      if (!operator) return void res.status(401).json({ message: 'ログインしてください。' });
      if (operator.role !== 'admin') return void res.status(403).json({ message: 'この操作を行う権限がありません。' });
      if (!['GET', 'HEAD'].includes(req.method) && !allowed.has(String(req.get('origin')))) return void res.status(403).json({ message: 'この操作を行う権限がありません。' });
      next();
    };
    return [adminsOnly, (req, res, next) => this.board()(req, res, next)];
  }

  private board(): RequestHandler {
    if (!this.router) {
      this.connection = createRedisConnection(this.config.REDIS_URL);
      this.registry = new QueueRegistry(this.connection, this.config.QUEUE_PREFIX);
      const adapter = new ExpressAdapter();
      adapter.setBasePath(QUEUE_DASHBOARD_PATH);
      createBullBoard({
        queues: Object.values(QueueName).map((name) => new BullMQAdapter(this.registry!.get(name))),
        serverAdapter: adapter,
        // The docs link leads off to bull-board's site; a way back to the back office is what an operator needs.
        options: { uiConfig: { boardTitle: 'GG COACH ジョブ', hideDocsLink: true, miscLinks: [{ text: '管理画面に戻る', url: '/admin/' }] } },
      });
      this.router = adapter.getRouter() as RequestHandler;
    }
    return this.router;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.registry?.close();
    this.connection?.disconnect();
  }
}
