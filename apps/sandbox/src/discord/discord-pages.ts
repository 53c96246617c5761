import express, { Router, type Response } from 'express';
import { sendPage } from '../http/page';
import { checkAuthorize, firstString, readAuthorizeParams, redirectWith, type AuthorizeRequest } from './authorize-request';
import type { DiscordClientConfig } from './discord-config';
import type { DiscordStore, FakeDiscordUser } from './discord-store';
import { EMPTY_NEW_USER, renderAuthorize, renderAuthorizeError, renderConsole, type AuthorizeView } from './discord-views';

export const CONSOLE_GRANT_LIMIT = 20;

/** Discord's own words when the user cancels (they arrive in error_description). */
export const ACCESS_DENIED_DESCRIPTION = 'The resource owner or authorization server denied the request';

/** The pages people see: the consent screen at /oauth2/authorize and the console at /. */
export function createDiscordPages(store: DiscordStore, client: DiscordClientConfig): Router {
  const router = Router();

  router.get('/', (req, res) => {
    const grants = store.recentGrants(CONSOLE_GRANT_LIMIT).map((grant) => ({ grant, status: store.status(grant), user: store.getUser(grant.userId) }));
    sendPage(res, renderConsole({ baseUrl: `${req.protocol}://${req.get('host')}${req.baseUrl}`, client, users: store.listUsers(), grants, grantLimit: CONSOLE_GRANT_LIMIT }));
  });

  router.get('/oauth2/authorize', (req, res) => {
    const params = readAuthorizeParams(req.query);
    const checked = checkAuthorize(params, client);
    if (!checked.ok) {
      sendPage(res, renderAuthorizeError(checked.problems, params), 400);
      return;
    }
    const users = store.listUsers();
    sendConsent(res, checked.request, { params, request: checked.request, users, selected: users[0]?.id ?? 'new', newUser: EMPTY_NEW_USER, errors: {} });
  });

  // The consent form posts here with the original parameters in hidden inputs, checked again.
  router.post('/oauth2/authorize', express.urlencoded({ extended: false, limit: '16kb' }), (req, res) => {
    const body: Record<string, unknown> = req.body ?? {};
    const params = readAuthorizeParams(body);
    const checked = checkAuthorize(params, client);
    if (!checked.ok) {
      sendPage(res, renderAuthorizeError(checked.problems, params), 400);
      return;
    }
    const { request } = checked;
    if (firstString(body['action']) === 'cancel') {
      res.redirect(302, redirectWith(request, { error: 'access_denied', error_description: ACCESS_DENIED_DESCRIPTION, state: request.state }));
      return;
    }

    const chosen = firstString(body['user']);
    const newUser = {
      username: firstString(body['new_username']),
      global_name: firstString(body['new_global_name']),
      email: firstString(body['new_email']),
      verified: firstString(body['new_verified']) !== '',
    };
    const view: AuthorizeView = { params, request, users: store.listUsers(), selected: chosen, newUser, errors: {} };

    let user: FakeDiscordUser | undefined;
    if (chosen === 'new') {
      const created = store.createUser(newUser);
      if (!created.ok) return sendConsent(res, request, { ...view, errors: created.errors }, 400);
      user = created.user;
    } else {
      user = store.getUser(chosen);
      if (!user) return sendConsent(res, request, { ...view, selected: view.users[0]?.id ?? 'new', errors: { user: 'ログインするアカウントを選択してください。' } }, 400);
    }

    const code = store.issueCode({ userId: user.id, clientId: request.clientId, redirectUri: request.redirectUri, scopes: request.scopes });
    res.redirect(302, redirectWith(request, { code, state: request.state }));
  });

  return router;
}

/**
 * Browsers check form-action on the redirect after a form post too, so the consent page must allow
 * the client's origin or the 302 back to the app would be blocked.
 */
function sendConsent(res: Response, request: AuthorizeRequest, view: AuthorizeView, status = 200): void {
  sendPage(res, renderAuthorize(view), status, { formActionOrigins: [request.redirectOrigin] });
}

