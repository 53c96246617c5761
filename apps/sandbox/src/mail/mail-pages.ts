import { Router } from 'express';
import { sendPage } from '../http/page';
import { queryString } from './mail-api';
import { renderInbox, renderNotFound, type BodyView } from './inbox-views';
import type { MailStore, StoredMail } from './mail-store';

/** The web inbox for people: list, one message, and a button to empty it. */
export function createMailPages(store: MailStore, smtpAddress: string): Router {
  const router = Router();

  router.get('/', (req, res) => {
    const filterTo = queryString(req, 'to');
    sendPage(res, renderInbox({ messages: store.list({ to: filterTo }), filterTo, smtpAddress }));
  });

  // A form post (no scripts on these pages), answered with 303 so reloading does not post again.
  router.post('/clear', (_req, res) => {
    store.clear();
    res.redirect(303, '/mail');
  });

  router.get('/:id', (req, res) => {
    const mail = store.get(req.params.id);
    if (!mail) {
      sendPage(res, renderNotFound(smtpAddress), 404);
      return;
    }
    const filterTo = queryString(req, 'to');
    const view = pickView(mail, queryString(req, 'view'));
    sendPage(res, renderInbox({ messages: store.list({ to: filterTo }), filterTo, smtpAddress, selected: { mail, view } }));
  });

  return router;
}

/** The requested view, else HTML when the message has it. */
function pickView(mail: StoredMail, requested: string): BodyView {
  if (requested === 'html' || requested === 'text') return requested;
  return mail.html !== null ? 'html' : 'text';
}
