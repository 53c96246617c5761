import { Router } from 'express';
import { createMailApi } from './mail-api';
import { createMailPages } from './mail-pages';
import type { MailStore } from './mail-store';

/** Everything under /mail: the JSON API at /mail/api and the web inbox. */
export function createMailRouter(store: MailStore, smtpAddress: string): Router {
  const router = Router();
  // The API goes first so that /mail/api/... is never taken for a message id.
  router.use('/api', createMailApi(store));
  router.use('/', createMailPages(store, smtpAddress));
  return router;
}
