import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fetchSession, getCsrfToken, httpClient, NETWORK_ERROR_MESSAGE, setCsrfToken } from './http';

type FetchArgs = [input: string, init: RequestInit];
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

let fetchMock: jest.Mock<(...args: FetchArgs) => Promise<Response>>;
const sentHeaders = (call: number) => new Headers(fetchMock.mock.calls[call][1].headers);

beforeEach(() => {
  fetchMock = jest.fn<(...args: FetchArgs) => Promise<Response>>();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  setCsrfToken('token-1');
});
afterEach(() => setCsrfToken(null));

describe('httpClient', () => {
  it('sends the session cookie on every call and the CSRF token only on mutating ones', async () => {
    fetchMock.mockResolvedValueOnce(json(200, [])).mockResolvedValueOnce(json(200, { id: '1' }));

    await httpClient('/admin-api/contacts', { headers: new Headers({ Range: 'contacts=0-24' }) });
    await httpClient('/admin-api/contacts/1', { method: 'PUT', body: '{"status":"handled"}' });

    expect(fetchMock.mock.calls[0][1].credentials).toBe('include');
    expect(sentHeaders(0).get('Range')).toBe('contacts=0-24');
    expect(sentHeaders(0).has('X-XSRF-TOKEN')).toBe(false);
    expect(fetchMock.mock.calls[1][1].credentials).toBe('include');
    expect(sentHeaders(1).get('X-XSRF-TOKEN')).toBe('token-1');
    expect(sentHeaders(1).get('Content-Type')).toBe('application/json');
  });

  it("surfaces the server's Japanese message as the error message", async () => {
    fetchMock.mockResolvedValueOnce(json(403, { message: 'この操作は管理者のみ行えます。' }));

    await expect(httpClient('/admin-api/contacts/1', { method: 'PUT', body: '{}' })).rejects.toMatchObject({
      status: 403,
      message: 'この操作は管理者のみ行えます。',
    });
  });

  it('falls back to a Japanese message when the answer carries none', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(httpClient('/admin-api/contacts')).rejects.toMatchObject({ status: 502, message: expect.stringContaining('サーバーでエラー') });

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(httpClient('/admin-api/contacts')).rejects.toMatchObject({ message: NETWORK_ERROR_MESSAGE });
  });

  it('keeps a cancelled request an AbortError', async () => {
    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    await expect(httpClient('/admin-api/contacts')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('on 419 fetches a fresh token and repeats the request once', async () => {
    fetchMock
      .mockResolvedValueOnce(json(419, { message: 'CSRF token mismatch.' }))
      .mockResolvedValueOnce(json(200, { data: { operator: null, csrfToken: 'token-2' } }))
      .mockResolvedValueOnce(json(200, { id: '1', status: 'handled' }));

    const { json: body } = await httpClient('/admin-api/contacts/1', { method: 'PUT', body: '{"status":"handled"}' });

    expect(body).toEqual({ id: '1', status: 'handled' });
    expect(fetchMock.mock.calls[1][0]).toBe('/admin-api/auth/session');
    expect(sentHeaders(2).get('X-XSRF-TOKEN')).toBe('token-2');
    expect(getCsrfToken()).toBe('token-2');
  });

  it('gives up after one retry', async () => {
    fetchMock
      .mockResolvedValueOnce(json(419, {}))
      .mockResolvedValueOnce(json(200, { data: { operator: null, csrfToken: 'token-2' } }))
      .mockResolvedValueOnce(json(419, {}));

    await expect(httpClient('/admin-api/auth/logout', { method: 'POST' })).rejects.toMatchObject({ status: 419, message: expect.stringContaining('有効期限') });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});

describe('fetchSession', () => {
  it('shares one request between simultaneous callers and keeps the token', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: { operator: null, csrfToken: 'token-3' } }));

    const [a, b] = await Promise.all([fetchSession(), fetchSession()]);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    expect(getCsrfToken()).toBe('token-3');
  });
});
