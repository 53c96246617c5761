import express, { Router, type ErrorRequestHandler, type Response } from 'express';
import type { CardProviderConfig } from './card-config';
import type { CardStore } from './card-store';
import { encodeGmoAnswer, fail, parseGmoForm, type GmoParams } from './gmo-form';
import type { HeldRequests } from './held-requests';
import { MemberApi } from './member-api';
import { TradeApi, type GmoOutcome } from './trade-api';

/** The server API names, as the last path segment (`/payment/EntryTran.idPass`). */
export const PAYMENT_API_NAMES = ['EntryTran', 'ExecTran', 'AlterTran', 'ChangeTran', 'SearchTrade', 'SaveMember', 'SearchMember', 'SaveCard', 'SearchCard', 'DeleteCard'].map((name) => `${name}.idPass`);

/**
 * The server-to-server API under /payment, as GMO's: form-encoded POSTs answered form-encoded,
 * HTTP 200 with ErrCode/ErrInfo when refused.
 */
export function createPaymentRoutes(store: CardStore, config: CardProviderConfig, held: HeldRequests): Router {
  const trades = new TradeApi(store, config);
  const members = new MemberApi(store, config);
  const calls: Readonly<Record<string, (params: GmoParams) => GmoOutcome>> = {
    'EntryTran.idPass': (params) => ({ answer: trades.entryTran(params) }),
    'ExecTran.idPass': (params) => trades.execTran(params),
    'AlterTran.idPass': (params) => ({ answer: trades.alterTran(params) }),
    'ChangeTran.idPass': (params) => ({ answer: trades.changeTran(params) }),
    'SearchTrade.idPass': (params) => ({ answer: trades.searchTrade(params) }),
    'SaveMember.idPass': (params) => ({ answer: members.saveMember(params) }),
    'SearchMember.idPass': (params) => ({ answer: members.searchMember(params) }),
    'SaveCard.idPass': (params) => ({ answer: members.saveCard(params) }),
    'SearchCard.idPass': (params) => ({ answer: members.searchCard(params) }),
    'DeleteCard.idPass': (params) => ({ answer: members.deleteCard(params) }),
  };

  const router = Router();
  router.post('/:api', express.text({ type: () => true, limit: '64kb' }), (req, res) => {
    const call = Object.hasOwn(calls, req.params.api) ? calls[req.params.api] : undefined;
    if (!call) {
      sendAnswer(res, encodeGmoAnswer(fail('E91099997')), 404);
      return;
    }
    const outcome = call(parseGmoForm(typeof req.body === 'string' ? req.body : ''));
    const body = encodeGmoAnswer(outcome.answer);
    if (outcome.delay === 'slow') held.hold(req.socket, config.slowMs, () => sendAnswer(res, body));
    // The trade is already recorded; the caller only ever sees the connection drop.
    else if (outcome.delay === 'hang') held.hold(req.socket, config.hangMs, () => req.socket.destroy());
    else sendAnswer(res, body);
  });
  // The API is POST only.
  router.all('/:api', (_req, res) => {
    res.set('Allow', 'POST');
    sendAnswer(res, encodeGmoAnswer(fail('E91099997')), 405);
  });
  router.use(unreadableBody);
  return router;
}

/** A body that cannot be read (unknown charset, too large) gets GMO's system error, not the sandbox's 500. */
const unreadableBody: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  const status = (error as { status?: unknown }).status;
  if (typeof status !== 'number' || status < 400 || status >= 500) {
    next(error);
    return;
  }
  sendAnswer(res, encodeGmoAnswer(fail('E91099996')), status);
};

function sendAnswer(res: Response, body: string, status = 200): void {
  res.status(status).set({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).send(body);
}
