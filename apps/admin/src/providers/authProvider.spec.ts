import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { OperatorIdentity } from '@coaching/contracts';
import { authProvider } from './authProvider';
import { getCsrfToken, setCsrfToken } from './http';

type FetchArgs = [input: string, init: RequestInit];
const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const operator: OperatorIdentity = { id: 'op-1', email: 'support@ggcoach.example', name: '佐藤 美咲', role: 'support' };
const session = (signedIn: OperatorIdentity | null, csrfToken: string) => json(200, { data: { operator: signedIn, csrfToken } });

let fetchMock: jest.Mock<(...args: FetchArgs) => Promise<Response>>;
const call = (i: number) => ({ url: fetchMock.mock.calls[i][0], init: fetchMock.mock.calls[i][1], headers: new Headers(fetchMock.mock.calls[i][1].headers) });

beforeEach(async () => {
  fetchMock = jest.fn<(...args: FetchArgs) => Promise<Response>>();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  // Start every test signed out with no token.
  fetchMock.mockResolvedValueOnce(session(null, 'boot'));
  await authProvider.checkAuth({}).catch(() => undefined);
  setCsrfToken(null);
  fetchMock.mockReset();
});

describe('authProvider', () => {
  it('login gets a CSRF token from the session first, then keeps the rotated one', async () => {
    fetchMock.mockResolvedValueOnce(session(null, 'before-login')).mockResolvedValueOnce(session(operator, 'after-login'));

    await authProvider.login({ email: operator.email, password: 'secret' });

    expect(call(0).url).toBe('/admin-api/auth/session');
    expect(call(1).url).toBe('/admin-api/auth/login');
    expect(call(1).init.method).toBe('POST');
    expect(call(1).headers.get('X-XSRF-TOKEN')).toBe('before-login');
    expect(JSON.parse(call(1).init.body as string)).toEqual({ email: operator.email, password: 'secret' });
    expect(getCsrfToken()).toBe('after-login');
    await expect(authProvider.getPermissions!({})).resolves.toBe('support');
  });

  it("login rejects with the server's message on wrong credentials", async () => {
    setCsrfToken('t');
    fetchMock.mockResolvedValueOnce(json(401, { message: 'メールアドレスまたはパスワードが正しくありません。' }));

    await expect(authProvider.login({ email: 'x@example.com', password: 'nope' })).rejects.toThrow('メールアドレスまたはパスワードが正しくありません。');
  });

  it('checkAuth asks the server and rejects quietly when nobody is signed in', async () => {
    fetchMock.mockResolvedValueOnce(session(null, 't1'));
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false });

    fetchMock.mockResolvedValueOnce(session(operator, 't2'));
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(getCsrfToken()).toBe('t2');
  });

  it('checkError logs out on 401 only; 403 stays signed in', async () => {
    await expect(authProvider.checkError({ status: 401 })).rejects.toBeDefined();
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
  });

  it('getIdentity gives the name and role of the signed-in operator', async () => {
    fetchMock.mockResolvedValueOnce(session(operator, 't'));
    await authProvider.checkAuth({});

    await expect(authProvider.getIdentity!()).resolves.toEqual({ id: 'op-1', fullName: '佐藤 美咲', email: operator.email, role: 'support' });
  });

  it('logout ends the server session, ignores 401 and forgets the token', async () => {
    fetchMock.mockResolvedValueOnce(session(operator, 't'));
    await authProvider.checkAuth({});
    fetchMock.mockResolvedValueOnce(json(401, { message: 'ログインしてください。' }));

    await expect(authProvider.logout({})).resolves.toBeUndefined();

    expect(call(1).url).toBe('/admin-api/auth/logout');
    expect(call(1).headers.get('X-XSRF-TOKEN')).toBe('t');
    expect(getCsrfToken()).toBeNull();
  });

  it('logout skips the server when nobody was signed in', async () => {
    await authProvider.logout({});
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
