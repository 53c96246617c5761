import { Router, type Request } from 'express';
import type { MailStore } from './mail-store';

/** JSON API for tests and scripts: read what the app sent, and reset between tests. */
export function createMailApi(store: MailStore): Router {
  const router = Router();

  router.get('/messages', (req, res) => {
    res.json({ data: store.list({ to: queryString(req, 'to') }) });
  });

  router.get('/messages/:id', (req, res) => {
    const mail = store.get(req.params.id);
    if (!mail) {
      res.status(404).json({ message: 'not found' });
      return;
    }
    res.json({ data: mail });
  });

  router.delete('/messages', (_req, res) => {
    store.clear();
    res.status(204).end();
  });

  return router;
}

/** First value of a query parameter; `?to=a&to=b` would otherwise arrive as an array. */
export function queryString(req: Request, name: string): string {
  const value = req.query[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.trim() : '';
}
