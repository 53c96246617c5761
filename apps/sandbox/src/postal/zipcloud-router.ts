import { Router } from 'express';
import { sendPage } from '../http/page';
import { queryString } from '../mail/mail-api';
import { POSTAL_ADDRESSES } from './postal-codes';
import { isCallbackName, searchZipcode } from './zipcloud-api';
import { renderPostalPage } from './zipcloud-views';

/**
 * Everything under /zipcloud: the search API at zipcloud's path (`/api/search`), so the web app only
 * swaps the base URL, and a page listing the codes the sandbox knows.
 */
export function createZipcloudRouter(): Router {
  const router = Router();

  router.get('/api/search', (req, res) => {
    const body = JSON.stringify(searchZipcode(req.query['zipcode'] === undefined ? undefined : queryString(req, 'zipcode'), queryString(req, 'limit')));
    const callback = queryString(req, 'callback');
    res.set({ 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' });
    // JSONP for pages that load it with a script tag, as zipcloud allows.
    if (callback && isCallbackName(callback)) {
      res.set('Content-Type', 'text/javascript; charset=utf-8').send(`${callback}(${body})`);
      return;
    }
    res.set('Content-Type', 'application/json; charset=utf-8').send(body);
  });

  router.get('/', (req, res) => {
    sendPage(res, renderPostalPage({ baseUrl: `${req.protocol}://${req.get('host')}${req.baseUrl}`, addresses: POSTAL_ADDRESSES }));
  });

  return router;
}
