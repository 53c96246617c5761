import { startSandbox, type RunningSandbox } from '../sandbox';

/**
 * The whole authorization-code flow over real HTTP, the way our api and a browser speak to Discord:
 * fetch with form bodies, manual redirects, Basic or form client credentials, bearer tokens.
 */
describe('Discord stand-in (HTTP on a random port)', () => {
  const client = { clientId: 'test-client', clientSecret: 'test-secret' };
  const redirectUri = 'http://localhost:3000/auth/discord/callback';
  let sandbox: RunningSandbox;
  let base: string;

  beforeAll(async () => {
    sandbox = await startSandbox({ httpPort: 0, smtpPort: 0, host: '127.0.0.1', discord: client });
    base = `${sandbox.httpUrl}/discord`;
  });

  afterAll(async () => {
    await sandbox.close();
  });

  const authorizeParams = (overrides: Record<string, string> = {}) => ({
    response_type: 'code',
    client_id: client.clientId,
    scope: 'identify email',
    state: 'st/ate with spaces & symbols=?',
    redirect_uri: redirectUri,
    prompt: 'consent',
    ...overrides,
  });

  const authorizeUrl = (overrides: Record<string, string> = {}) => `${base}/oauth2/authorize?${new URLSearchParams(authorizeParams(overrides))}`;

  /** Submits the consent form as a browser would, without following the redirect. */
  const submitConsent = (fields: Record<string, string>, overrides: Record<string, string> = {}) =>
    fetch(`${base}/oauth2/authorize`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...authorizeParams(overrides), action: 'authorize', ...fields }),
      redirect: 'manual',
    });

  /** fetch types JSON bodies as unknown; the tests know what they expect. */
  const body = <T = Record<string, string>>(res: Response) => res.json() as Promise<T>;

  const basic = (id = client.clientId, secret = client.clientSecret) => `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

  const postForm = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(fields) });

  const exchange = (code: string, uri = redirectUri) => postForm('/api/oauth2/token', { grant_type: 'authorization_code', code, redirect_uri: uri }, { Authorization: basic() });

  const me = (token: string) => fetch(`${base}/api/users/@me`, { headers: { Authorization: `Bearer ${token}` } });

  const users = async () => (await body<{ data: Array<{ id: string; username: string }> }>(await fetch(`${base}/test-api/users`))).data;

  const userId = async (username: string) => {
    const user = (await users()).find((candidate) => candidate.username === username);
    if (!user) throw new Error(`no user ${username}`);
    return user.id;
  };

  /** Consent as an existing user and return the code from the redirect. */
  const codeFor = async (username: string, overrides: Record<string, string> = {}) => {
    const res = await submitConsent({ user: await userId(username) }, overrides);
    expect(res.status).toBe(302);
    const code = new URL(res.headers.get('location') ?? '').searchParams.get('code');
    if (!code) throw new Error('no code');
    return code;
  };

  const tokensFor = async (username: string, overrides: Record<string, string> = {}) => {
    const res = await exchange(await codeFor(username, overrides), overrides['redirect_uri'] ?? redirectUri);
    expect(res.status).toBe(200);
    return body<{ access_token: string; refresh_token: string }>(res);
  };

  describe('authorize page', () => {
    it('shows the consent screen with the scopes, the users and the parameters to post back', async () => {
      const res = await fetch(authorizeUrl());
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      // The redirect after the form post must not be blocked by the page's own policy.
      expect(res.headers.get('content-security-policy')).toContain("form-action 'self' http://localhost:3000;");
      const page = await res.text();
      expect(page).toContain('GG COACH（ローカル）があなたのDiscordアカウントへのアクセスを求めています');
      expect(page).toContain('ユーザー名、アバター、バナーへのアクセス');
      expect(page).toContain('メールアドレスへのアクセス');
      for (const text of ['田中', '@tanaka_apex', 'tanaka@example.jp', '鈴木', '小林', '新しいユーザーを作成', '認証', 'キャンセル']) expect(page).toContain(text);
      expect(page).toContain('<form class="consent" method="post" action="/discord/oauth2/authorize" novalidate>');
      expect(page).toContain('<input type="hidden" name="state" value="st/ate with spaces &amp; symbols=?">');
      expect(page).toContain(`<input type="hidden" name="redirect_uri" value="${redirectUri}">`);
      expect(page).toContain(`id="user-${await userId('tanaka_apex')}" value="${await userId('tanaka_apex')}" checked>`);
      // Enter in a text field must authorize, so the authorize button comes first in the form.
      expect(page.indexOf('value="authorize"')).toBeLessThan(page.indexOf('value="cancel"'));
      expect(page).toContain('<a href="/discord" class="active" aria-current="page">Discord</a>');
    });

    it.each([
      ['an unknown client_id', { client_id: 'someone-else' }, '不明な client_id です: &quot;someone-else&quot;'],
      ['response_type token', { response_type: 'token' }, 'response_type は &quot;code&quot; である必要があります'],
      ['a relative redirect_uri', { redirect_uri: '/auth/discord/callback' }, 'redirect_uri は http(s) の絶対 URL'],
      ['a javascript: redirect_uri', { redirect_uri: 'javascript:alert(1)' }, 'redirect_uri は http(s) の絶対 URL'],
      ['an unsupported scope', { scope: 'identify guilds' }, '対応していない scope です: &quot;guilds&quot;'],
    ])('answers 400 with an error page for %s', async (_name, overrides, message) => {
      const res = await fetch(authorizeUrl(overrides));
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      const page = await res.text();
      expect(page).toContain('認証リクエストが無効です');
      expect(page).toContain(message);
      expect(page).not.toContain('name="action"');
    });

    it('refuses a tampered form post the same way, without redirecting', async () => {
      const res = await submitConsent({ user: await userId('tanaka_apex') }, { client_id: 'someone-else' });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain('認証リクエストが無効です');
    });
  });

  describe('authorization-code flow', () => {
    it('redirects with a code and the same state, and the code buys tokens that answer /users/@me', async () => {
      const consent = await submitConsent({ user: await userId('tanaka_apex') }, { redirect_uri: `${redirectUri}?from=login` });
      expect(consent.status).toBe(302);
      const location = new URL(consent.headers.get('location') ?? '');
      expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
      expect(location.searchParams.get('from')).toBe('login');
      expect(location.searchParams.get('state')).toBe('st/ate with spaces & symbols=?');
      const code = location.searchParams.get('code') ?? '';
      expect(code).toMatch(/^[A-Za-z0-9]{30}$/);

      const token = await exchange(code, `${redirectUri}?from=login`);
      expect(token.status).toBe(200);
      expect(token.headers.get('cache-control')).toBe('no-store');
      const tokens = await body(token);
      expect(tokens).toEqual({ access_token: expect.stringMatching(/^[A-Za-z0-9]{30}$/), token_type: 'Bearer', expires_in: 604800, refresh_token: expect.stringMatching(/^[A-Za-z0-9]{30}$/), scope: 'identify email' });

      const user = await me(tokens.access_token);
      expect(user.status).toBe(200);
      expect(await user.json()).toEqual(
        expect.objectContaining({
          id: await userId('tanaka_apex'),
          username: 'tanaka_apex',
          global_name: '田中',
          discriminator: '0',
          avatar: null,
          email: 'tanaka@example.jp',
          verified: true,
          locale: 'ja',
          mfa_enabled: false,
        }),
      );
    });

    it('accepts the client credentials as form fields', async () => {
      const code = await codeFor('suzuki_valo');
      const res = await postForm('/api/oauth2/token', { grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: client.clientId, client_secret: client.clientSecret });
      expect(res.status).toBe(200);
      const { access_token } = await body(res);
      expect(await (await me(access_token)).json()).toMatchObject({ username: 'suzuki_valo', email: 'suzuki@example.jp' });
    });

    it('refuses a code the second time', async () => {
      const code = await codeFor('kobayashi');
      expect((await exchange(code)).status).toBe(200);
      const again = await exchange(code);
      expect(again.status).toBe(400);
      expect(await again.json()).toEqual({ error: 'invalid_grant', error_description: 'Invalid "code" in request.' });
    });

    it('refuses an unknown code', async () => {
      const res = await exchange('not-a-code');
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: 'invalid_grant', error_description: 'Invalid "code" in request.' });
    });

    it('refuses a redirect_uri other than the one authorized', async () => {
      const code = await codeFor('kobayashi');
      const res = await exchange(code, 'http://localhost:3000/elsewhere');
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: 'invalid_grant', error_description: 'Invalid "redirect_uri" in request.' });
    });

    it.each([
      ['a wrong secret by Basic', { Authorization: basic(client.clientId, 'wrong') }, {}],
      ['a wrong client id by Basic', { Authorization: basic('other', client.clientSecret) }, {}],
      ['a wrong secret in the form', {}, { client_id: client.clientId, client_secret: 'wrong' }],
      ['no credentials', {}, {}],
    ])('answers 401 invalid_client for %s', async (_name, headers: Record<string, string>, fields: Record<string, string>) => {
      const code = await codeFor('kobayashi');
      const res = await postForm('/api/oauth2/token', { grant_type: 'authorization_code', code, redirect_uri: redirectUri, ...fields }, headers);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'invalid_client' });
    });

    it('answers unsupported_grant_type for other grants and for a JSON body', async () => {
      const res = await postForm('/api/oauth2/token', { grant_type: 'client_credentials' }, { Authorization: basic() });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: 'unsupported_grant_type' });

      const json = await fetch(`${base}/api/oauth2/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: basic() },
        body: JSON.stringify({ grant_type: 'authorization_code', code: 'x', redirect_uri: redirectUri }),
      });
      expect(json.status).toBe(400);
      expect(await json.json()).toEqual({ error: 'unsupported_grant_type' });
    });

    it('refreshes a token pair; the old pair stops working', async () => {
      const old = await tokensFor('tanaka_apex');
      const res = await postForm('/api/oauth2/token', { grant_type: 'refresh_token', refresh_token: old.refresh_token }, { Authorization: basic() });
      expect(res.status).toBe(200);
      const fresh = await body(res);
      expect(fresh).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 604800, refresh_token: expect.any(String), scope: 'identify email' });
      expect(fresh.access_token).not.toBe(old.access_token);
      expect((await me(fresh.access_token)).status).toBe(200);
      expect((await me(old.access_token)).status).toBe(401);

      const reused = await postForm('/api/oauth2/token', { grant_type: 'refresh_token', refresh_token: old.refresh_token }, { Authorization: basic() });
      expect(reused.status).toBe(400);
      expect(await reused.json()).toEqual({ error: 'invalid_grant', error_description: 'Invalid "refresh_token" in request.' });
    });

    it('leaves out email and verified without the email scope', async () => {
      const tokens = await tokensFor('tanaka_apex', { scope: 'identify' });
      const body = await (await me(tokens.access_token)).json();
      expect(body).toMatchObject({ username: 'tanaka_apex', global_name: '田中' });
      expect(body).not.toHaveProperty('email');
      expect(body).not.toHaveProperty('verified');
    });

    it('redirects with error=access_denied and the state on キャンセル', async () => {
      const res = await submitConsent({ user: await userId('tanaka_apex'), action: 'cancel' });
      expect(res.status).toBe(302);
      const location = new URL(res.headers.get('location') ?? '');
      expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
      expect(Object.fromEntries(location.searchParams)).toEqual({
        error: 'access_denied',
        error_description: 'The resource owner or authorization server denied the request',
        state: 'st/ate with spaces & symbols=?',
      });
    });

    it('leaves state out of the redirect when the client sent none', async () => {
      const res = await submitConsent({ user: await userId('tanaka_apex') }, { state: '' });
      const location = new URL(res.headers.get('location') ?? '');
      expect([...location.searchParams.keys()]).toEqual(['code']);
    });
  });

  describe('/users/@me and revocation', () => {
    it('answers 401 for a missing, unknown or malformed token', async () => {
      for (const headers of [{}, { Authorization: 'Bearer nope' }, { Authorization: 'Basic abc' }] as Array<Record<string, string>>) {
        const res = await fetch(`${base}/api/users/@me`, { headers });
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual({ message: '401: Unauthorized', code: 0 });
      }
    });

    it('revokes a token: 200 {} and then 401 on /users/@me', async () => {
      const tokens = await tokensFor('suzuki_valo');
      const res = await postForm('/api/oauth2/token/revoke', { token: tokens.access_token }, { Authorization: basic() });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({});
      expect((await me(tokens.access_token)).status).toBe(401);
      // Revoking again, or an unknown token, is still 200 (RFC 7009).
      expect((await postForm('/api/oauth2/token/revoke', { token: tokens.access_token, client_id: client.clientId, client_secret: client.clientSecret })).status).toBe(200);
    });

    it('refuses revocation with bad client credentials', async () => {
      const tokens = await tokensFor('suzuki_valo');
      const res = await postForm('/api/oauth2/token/revoke', { token: tokens.access_token }, { Authorization: basic(client.clientId, 'wrong') });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'invalid_client' });
      expect((await me(tokens.access_token)).status).toBe(200);
    });

    it('answers Discord-style 404 for unknown API paths', async () => {
      const res = await fetch(`${base}/api/users/@me/guilds`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: '404: Not Found', code: 0 });
    });
  });

  describe('creating users', () => {
    it('creates a user from the consent form and signs in as them', async () => {
      const res = await submitConsent({ user: 'new', new_username: 'Yamada_FPS', new_global_name: '山田', new_email: 'yamada@example.jp', new_verified: 'on' });
      expect(res.status).toBe(302);
      const code = new URL(res.headers.get('location') ?? '').searchParams.get('code') ?? '';
      const { access_token } = await body(await exchange(code));
      const user = await body(await me(access_token));
      expect(user).toMatchObject({ username: 'yamada_fps', global_name: '山田', email: 'yamada@example.jp', verified: true });
      expect(user.id).toMatch(/^\d{17,20}$/);
      expect((await users()).map((candidate) => candidate.id)).toContain(user.id);
    });

    it('creates an unverified user when the box is unticked', async () => {
      const res = await submitConsent({ user: 'new', new_username: 'unverified_user', new_email: 'unverified@example.jp' });
      const code = new URL(res.headers.get('location') ?? '').searchParams.get('code') ?? '';
      const { access_token } = await body(await exchange(code));
      expect(await (await me(access_token)).json()).toMatchObject({ username: 'unverified_user', global_name: null, verified: false });
    });

    it('shows the form again with the errors and the typed values when the new user is invalid', async () => {
      const res = await submitConsent({ user: 'new', new_username: 'Bad Name!', new_global_name: '"><b>x</b>', new_email: 'nope' });
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
      const page = await res.text();
      expect(page).toContain('入力内容を確認してください。');
      expect(page).toContain('ユーザー名に使えるのは半角英小文字・数字・「_」「.」のみです');
      expect(page).toContain('メールアドレスの形式が正しくありません');
      expect(page).toContain('value="Bad Name!"');
      expect(page).toContain('value="&quot;&gt;&lt;b&gt;x&lt;/b&gt;"');
      expect(page).toContain('id="user-new" value="new" checked>');
      expect(page).not.toContain('<b>x</b>');
    });

    it('asks to pick an account when the chosen one does not exist', async () => {
      const res = await submitConsent({ user: '123' });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain('ログインするアカウントを選択してください。');
    });

    it('creates and lists users through the test API', async () => {
      const created = await fetch(`${base}/test-api/users`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'sato_lol', global_name: '佐藤', email: 'sato@example.jp', verified: false }),
      });
      expect(created.status).toBe(201);
      const { data } = await body<{ data: Record<string, unknown> }>(created);
      expect(data).toEqual(expect.objectContaining({ id: expect.stringMatching(/^\d+$/), username: 'sato_lol', global_name: '佐藤', email: 'sato@example.jp', verified: false, discriminator: '0', avatar: null }));
      expect(await users()).toContainEqual(data);

      const tokens = await tokensFor('sato_lol');
      expect(await (await me(tokens.access_token)).json()).toEqual(data);
    });

    it('answers 400 and 409 with the reasons when the test API refuses a user', async () => {
      const post = (raw: string) => fetch(`${base}/test-api/users`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: raw });
      const invalid = await post(JSON.stringify({ username: 'x', verified: 'yes' }));
      expect(invalid.status).toBe(400);
      expect(await invalid.json()).toEqual({ message: 'invalid user', errors: { username: expect.any(String), verified: expect.any(String) } });
      const taken = await post(JSON.stringify({ username: 'tanaka_apex' }));
      expect(taken.status).toBe(409);
      expect((await post('[1]')).status).toBe(400);
      expect((await post('{not json')).status).toBe(400);
    });
  });

  describe('console page and escaping', () => {
    it('lists the users and the issued tokens, masked', async () => {
      const tokens = await tokensFor('kobayashi');
      const res = await fetch(base);
      expect(res.status).toBe(200);
      const page = await res.text();
      expect(page).toContain(`<code class="copyable">${base}</code>`);
      expect(page).toContain(`<code class="copyable">${client.clientId}</code>`);
      expect(page).not.toContain(client.clientSecret);
      for (const text of ['田中', '@suzuki_valo', 'kobayashi@example.jp', await userId('kobayashi')]) expect(page).toContain(text);
      expect(page).toContain(`${tokens.access_token.slice(0, 6)}••••••••`);
      expect(page).not.toContain(tokens.access_token);
      expect(page).not.toContain(tokens.refresh_token);
      expect(page).toContain('取り消し済み');
      expect(page).toContain('更新済み');
    });

    it('escapes user data and parameters on every page', async () => {
      const hostile = { username: 'hostile', global_name: '<script>alert("x")</script>', email: '<svg/onload=alert(1)>@example.jp' };
      const created = await fetch(`${base}/test-api/users`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(hostile) });
      expect(created.status).toBe(201);
      await tokensFor('hostile');

      const pages = [
        await (await fetch(authorizeUrl({ state: '"><script>alert(2)</script>' }))).text(),
        await (await fetch(base)).text(),
        await (await fetch(authorizeUrl({ client_id: '<script>alert(3)</script>' }))).text(),
      ];
      for (const page of pages) {
        expect(page).not.toMatch(/<script|<svg\/onload/i);
      }
      expect(pages[0]).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      expect(pages[0]).toContain('&lt;svg/onload=alert(1)&gt;@example.jp');
      expect(pages[0]).toContain('value="&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;"');
      expect(pages[1]).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      expect(pages[2]).toContain('&lt;script&gt;alert(3)&lt;/script&gt;');
    });

    it('links Discord in the top navigation next to メール', async () => {
      const page = await (await fetch(`${sandbox.httpUrl}/mail`)).text();
      expect(page).toMatch(/<a href="\/mail" class="active" aria-current="page">メール<\/a><a href="\/discord">Discord<\/a>/);
    });
  });
});
