import { Router } from 'express';
import { sendPage } from '../http/page';
import { queryString } from '../mail/mail-api';
import type { CardProviderConfig } from './card-config';
import type { CardStore } from './card-store';
import { renderCardConsole } from './card-views';

/** The merchant console at /payments, and its button that empties the provider. */
export function createCardPages(store: CardStore, config: CardProviderConfig): Router {
  const router = Router();

  router.get('/', (req, res) => {
    const filterOrderId = queryString(req, 'order_id');
    sendPage(
      res,
      renderCardConsole({
        baseUrl: `${req.protocol}://${req.get('host')}${req.baseUrl}`,
        config,
        trades: store.listTrades({ orderId: filterOrderId }),
        totalTrades: store.listTrades().length,
        filterOrderId,
        members: store.listMembers(),
      }),
    );
  });

  // A form post (the page runs no scripts), answered with 303 so reloading does not post again.
  router.post('/clear', (_req, res) => {
    store.clear();
    res.redirect(303, '/payments');
  });

  return router;
}
