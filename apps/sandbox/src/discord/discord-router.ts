import { Router } from 'express';
import { createDiscordApi } from './discord-api';
import type { DiscordClientConfig } from './discord-config';
import { createDiscordPages } from './discord-pages';
import type { DiscordStore } from './discord-store';
import { createDiscordTestApi } from './discord-test-api';

/**
 * Everything under /discord. Paths below it are Discord's own (`/oauth2/authorize`, `/api/...`),
 * so the api only swaps its base URL; `/test-api` and `/` are the sandbox's additions.
 */
export function createDiscordRouter(store: DiscordStore, client: DiscordClientConfig): Router {
  const router = Router();
  router.use('/api', createDiscordApi(store, client));
  router.use('/test-api', createDiscordTestApi(store));
  router.use('/', createDiscordPages(store, client));
  return router;
}
