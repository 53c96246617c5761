import { Router } from 'express';
import type { CardProviderConfig } from './card-config';
import { createCardPages } from './card-pages';
import type { CardStore } from './card-store';
import { createCardTestApi } from './card-test-api';
import { HeldRequests } from './held-requests';
import { createPaymentRoutes } from './payment-routes';
import { createTokenRoutes } from './token-routes';

export interface CardProvider {
  router: Router;
  /** Drops the requests the slow and hanging cards are holding. */
  close(): void;
}

/**
 * Everything under /payments. `/ext/...` and `/payment/...` are GMO's own paths, so our api and web
 * app only swap the base URL; `/test-api` and the console at `/` are the sandbox's additions.
 */
export function createCardProvider(store: CardStore, config: CardProviderConfig): CardProvider {
  const held = new HeldRequests();
  const router = Router();
  router.use('/ext', createTokenRoutes(store, config));
  router.use('/payment', createPaymentRoutes(store, config, held));
  router.use('/test-api', createCardTestApi(store));
  router.use('/', createCardPages(store, config));
  return { router, close: () => held.close() };
}
