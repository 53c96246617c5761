// The api as a journey's set-up uses it: a member or an operator signed in on a request context of their own (own
// cookies, own client address), speaking the CSRF contract (PROTOCOLS.md). For what a journey needs as a precondition,
// not as its subject: a step the journey is about goes through the pages, and each page's own journey covers it there.
import type { APIRequestContext, Browser } from 'playwright-core';
import { e2eUrls, signInOperator, testClientAddress } from './browser';

export interface ApiSession {
  /** Sends `body` (JSON) with the session's CSRF token; throws naming the call unless the answer is a 2xx. */
  call<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T>;
  close(): Promise<void>;
}

/** `signIn` answers the session's CSRF token, which stays the same until the next sign-in. */
async function session(browser: Browser, signIn: (request: APIRequestContext) => Promise<string>): Promise<ApiSession> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': testClientAddress() } });
  const token = await signIn(context.request);
  return {
    async call<T>(method: string, path: string, body?: unknown): Promise<T> {
      const res = await context.request.fetch(`${e2eUrls.app}${path}`, { method, data: body, headers: { Accept: 'application/json', 'X-XSRF-TOKEN': token } });
      if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
      return (res.status() === 204 ? undefined : await res.json()) as T;
    },
    close: () => context.close(),
  };
}

/** A member signed in through `/api/login`; the token is the XSRF-TOKEN cookie's (it turns at sign-in, so it is read after). */
export function memberApi(browser: Browser, member: { email: string; password: string }): Promise<ApiSession> {
  return session(browser, async (request) => {
    const token = async () => decodeURIComponent((await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
    await request.get(`${e2eUrls.app}/sanctum/csrf-cookie`);
    const res = await request.post(`${e2eUrls.app}/api/login`, { data: member, headers: { 'X-XSRF-TOKEN': await token() } });
    if (res.status() !== 200) throw new Error(`sign-in of ${member.email} answered ${res.status()}: ${await res.text()}`);
    return token();
  });
}

/** An operator signed in to the back office's api (`/admin-api/auth`), whose CSRF token the session answers. */
export function operatorApi(browser: Browser, operator: { email: string; password: string }): Promise<ApiSession> {
  return session(browser, (request) => signInOperator(request, operator));
}
