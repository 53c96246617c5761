import express, { Router, type ErrorRequestHandler } from 'express';
import { queryString } from '../mail/mail-api';
import { memberJson, savedCardJson, tokenJson, tradeJson } from './card-json';
import type { CardStore } from './card-store';
import { cardFieldsFrom, tokenize } from './token-service';

/**
 * JSON API for our integration and browser tests (not part of GMO): what the provider recorded,
 * tokens without a browser, and a reset.
 */
export function createCardTestApi(store: CardStore): Router {
  const router = Router();

  router.get('/transactions', (req, res) => {
    res.json({ data: store.listTrades({ orderId: queryString(req, 'order_id') }).map(tradeJson) });
  });

  router.get('/transactions/:orderId', (req, res) => {
    const trade = store.findTradeByOrder(req.params.orderId);
    if (!trade) {
      res.status(404).json({ message: 'not found' });
      return;
    }
    res.json({ data: tradeJson(trade) });
  });

  router.get('/members', (_req, res) => {
    res.json({ data: store.listMembers().map(memberJson) });
  });

  router.get('/members/:memberId/cards', (req, res) => {
    const member = store.getMember(req.params.memberId);
    if (!member) {
      res.status(404).json({ message: 'not found' });
      return;
    }
    res.json({ data: member.cards.map(savedCardJson) });
  });

  router.get('/tokens', (_req, res) => {
    res.json({ data: store.listTokens().map((token) => tokenJson(store, token)) });
  });

  // What getToken's callback would receive, for the same card fields, without a browser.
  router.post('/tokens', express.json({ limit: '16kb' }), (req, res) => {
    const body: unknown = req.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      res.status(400).json({ message: 'body must be a JSON object { cardno, expire, securitycode?, holdername?, tokennumber? }' });
      return;
    }
    res.json(tokenize(store, cardFieldsFrom(body as Record<string, unknown>)));
  });

  router.delete('/', (_req, res) => {
    store.clear();
    res.status(204).end();
  });

  router.use((_req, res) => {
    res.status(404).json({ message: 'not found' });
  });
  router.use(badJson);
  return router;
}

const badJson: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  const status = (error as { status?: unknown }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    res.status(400).json({ message: 'body must be valid JSON' });
    return;
  }
  next(error);
};
