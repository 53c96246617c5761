import { checkAuthorize, readAuthorizeParams, redirectWith } from './authorize-request';

const client = { clientId: 'sandbox-discord-client', clientSecret: 'secret' };
const valid = {
  response_type: 'code',
  client_id: 'sandbox-discord-client',
  scope: 'identify email',
  state: 'a b&c=d/é',
  redirect_uri: 'http://localhost:3000/auth/discord/callback?from=login',
  prompt: 'consent',
};

describe('authorize parameters', () => {
  it('reads the first value of each parameter and "" for missing ones', () => {
    expect(readAuthorizeParams({ client_id: ['a', 'b'], scope: 'identify', extra: 'x' })).toEqual({ response_type: '', client_id: 'a', scope: 'identify', state: '', redirect_uri: '', prompt: '' });
    expect(readAuthorizeParams(undefined).client_id).toBe('');
  });

  it('accepts a valid request', () => {
    expect(checkAuthorize(valid, client)).toEqual({
      ok: true,
      request: { clientId: 'sandbox-discord-client', redirectUri: valid.redirect_uri, redirectOrigin: 'http://localhost:3000', scopes: ['identify', 'email'], state: 'a b&c=d/é' },
    });
    expect(checkAuthorize({ ...valid, state: '', scope: ' identify  identify ' }, client)).toMatchObject({ ok: true, request: { state: null, scopes: ['identify'] } });
  });

  it('lists every problem', () => {
    const result = checkAuthorize({ ...valid, response_type: 'token', client_id: 'other', redirect_uri: '/callback', scope: 'identify guilds' }, client);
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/response_type.*"token"[\s\S]*client_id.*"other"[\s\S]*redirect_uri[\s\S]*"guilds"/);
  });

  it.each(['javascript:alert(1)', 'ftp://example.jp/cb', 'localhost:3000/cb', 'http://localhost:3000/cb#frag', ''])('refuses redirect_uri %p', (redirectUri) => {
    expect(checkAuthorize({ ...valid, redirect_uri: redirectUri }, client).ok).toBe(false);
  });

  it('refuses an empty scope', () => {
    expect(checkAuthorize({ ...valid, scope: '' }, client).ok).toBe(false);
  });

  it('adds parameters to redirect_uri, keeping its own query', () => {
    const request = { clientId: 'c', redirectUri: 'http://localhost:3000/cb?from=login', redirectOrigin: 'http://localhost:3000', scopes: ['identify'], state: null };
    const url = new URL(redirectWith(request, { code: 'abc', state: 'x y&z' }));
    expect([...url.searchParams]).toEqual([
      ['from', 'login'],
      ['code', 'abc'],
      ['state', 'x y&z'],
    ]);
    expect(redirectWith(request, { code: 'abc', state: null })).toBe('http://localhost:3000/cb?from=login&code=abc');
  });
});
