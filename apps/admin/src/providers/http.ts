import { fetchUtils, HttpError } from 'ra-core';
import type { OperatorIdentity } from '@coaching/contracts';

/** Same origin as the back office, so the httpOnly session cookie (path /admin-api) rides along. */
export const ADMIN_API_URL = '/admin-api';

export interface AdminSession {
  operator: OperatorIdentity | null;
  csrfToken: string;
}

/**
 * The CSRF token lives only in memory: the server hands it out with every auth answer and
 * rotates it at login and logout, so a copy in storage would only go stale.
 */
let csrfToken: string | null = null;

export const getCsrfToken = () => csrfToken;
export const setCsrfToken = (token: string | null) => {
  csrfToken = token;
};

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Shown when the server gives no message of its own (proxy pages, network failures). */
const FALLBACK_MESSAGES: Record<number, string> = {
  401: 'ログインの有効期限が切れました。もう一度ログインしてください。',
  403: 'この操作を行う権限がありません。',
  404: 'お探しのデータが見つかりませんでした。',
  419: 'ページの有効期限が切れました。もう一度お試しください。',
  429: '操作が多すぎます。しばらく時間をおいてから再度お試しください。',
};
const SERVER_ERROR_MESSAGE = 'サーバーでエラーが発生しました。時間をおいて再度お試しください。';
export const NETWORK_ERROR_MESSAGE = 'サーバーに接続できませんでした。通信環境を確認してください。';

const serverMessage = (body: unknown): string | undefined => {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
};

/** The HttpError react-admin shows in its notifications, carrying the server's Japanese message. */
const toHttpError = (error: unknown): unknown => {
  if (error instanceof HttpError) {
    const message =
      serverMessage(error.body) ??
      FALLBACK_MESSAGES[error.status as number] ??
      (error.status >= 500 ? SERVER_ERROR_MESSAGE : `通信エラーが発生しました（${error.status}）。`);
    return new HttpError(message, error.status, error.body);
  }
  // A cancelled query must stay an AbortError so react-query ignores it.
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  if (error instanceof TypeError) return new HttpError(NETWORK_ERROR_MESSAGE, 0, null);
  return error;
};

const send = (url: string, options: fetchUtils.Options) => {
  const method = (options.method ?? 'GET').toUpperCase();
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (MUTATING.has(method) && csrfToken) headers.set('X-XSRF-TOKEN', csrfToken);
  return fetchUtils.fetchJson(url, { ...options, headers, credentials: 'include' });
};

let pendingSession: Promise<AdminSession> | null = null;

/**
 * GET the session: the one place a fresh CSRF token comes from (besides login). Callers that ask
 * at the same moment (checkAuth, the login page, a 419 retry) share one request.
 */
export function fetchSession(): Promise<AdminSession> {
  pendingSession ??= httpClient(`${ADMIN_API_URL}/auth/session`)
    .then(({ json }) => {
      const session = (json as { data: AdminSession }).data;
      setCsrfToken(session.csrfToken);
      return session;
    })
    .finally(() => {
      pendingSession = null;
    });
  return pendingSession;
}

/**
 * fetchJson for the admin API: sends the session cookie and the CSRF header, and turns failures
 * into HttpErrors whose message is the server's Japanese text.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const method = (options.method ?? 'GET').toUpperCase();
  try {
    return await send(url, options);
  } catch (error) {
    // 419: the token went stale (session expired or rotated in another tab). Fetch a fresh one
    // and try once more; the server refused the first request, so repeating it is safe.
    if (error instanceof HttpError && error.status === 419 && MUTATING.has(method)) {
      try {
        await fetchSession();
        return await send(url, options);
      } catch (retryError) {
        throw toHttpError(retryError);
      }
    }
    throw toHttpError(error);
  }
}
