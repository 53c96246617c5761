import { CODE_TTL_MS } from './discord-config';
import { DiscordStore, GRANT_CAPACITY, randomToken, snowflake } from './discord-store';

/** A store on a clock the test moves by hand. */
function storeAt(start = Date.parse('2026-11-22T01:00:00Z')) {
  const clock = { now: start };
  return { store: new DiscordStore(() => clock.now), clock };
}

const pending = (store: DiscordStore, overrides: Partial<{ redirectUri: string; scopes: string[] }> = {}) => ({
  userId: store.listUsers()[0].id,
  clientId: 'client',
  redirectUri: 'http://localhost:3000/auth/discord/callback',
  scopes: ['identify', 'email'],
  ...overrides,
});

describe('DiscordStore', () => {
  it('seeds three verified users with the same snowflake ids every time', () => {
    const users = new DiscordStore().listUsers();
    expect(users.map((user) => [user.username, user.globalName, user.email, user.verified])).toEqual([
      ['tanaka_apex', '田中', 'tanaka@example.jp', true],
      ['suzuki_valo', '鈴木', 'suzuki@example.jp', true],
      ['kobayashi', '小林', 'kobayashi@example.jp', true],
    ]);
    for (const user of users) expect(user.id).toMatch(/^\d{17,20}$/);
    expect(new DiscordStore().listUsers().map((user) => user.id)).toEqual(users.map((user) => user.id));
  });

  it('makes snowflakes that grow with time, from Discord’s 2015 epoch', () => {
    expect(snowflake(1_420_070_400_000, 0)).toBe('0');
    expect(BigInt(snowflake(Date.parse('2026-01-01T00:00:00Z'), 1))).toBeGreaterThan(BigInt(snowflake(Date.parse('2025-01-01T00:00:00Z'), 2)));
    expect(randomToken()).toMatch(/^[A-Za-z0-9]{30}$/);
  });

  describe('createUser', () => {
    it('creates a user, lower-casing the username and defaulting to verified', () => {
      const { store } = storeAt();
      const result = store.createUser({ username: ' Yamada_FPS ', global_name: ' 山田 ', email: 'yamada@example.jp' });
      expect(result).toEqual({ ok: true, user: expect.objectContaining({ username: 'yamada_fps', globalName: '山田', email: 'yamada@example.jp', verified: true, createdAt: '2026-11-22T01:00:00.000Z' }) });
      expect(store.listUsers()).toHaveLength(4);
      expect(store.createUser({ username: 'nomail', verified: false })).toEqual({ ok: true, user: expect.objectContaining({ globalName: null, email: null, verified: false }) });
    });

    it('refuses what Discord would refuse, naming each field', () => {
      const { store } = storeAt();
      expect(store.createUser({})).toEqual({ ok: false, conflict: false, errors: { username: 'ユーザー名を入力してください' } });
      const bad = store.createUser({ username: 'a', global_name: 'x'.repeat(33), email: 'not-an-email', verified: 'yes' });
      expect(bad.ok).toBe(false);
      expect(!bad.ok && Object.keys(bad.errors).sort()).toEqual(['email', 'global_name', 'username', 'verified']);
      for (const username of ['<script>', 'a..b', 'x'.repeat(33), 'スペース あり']) expect(store.createUser({ username }).ok).toBe(false);
      expect(store.createUser({ username: 42 })).toMatchObject({ ok: false, errors: { username: 'ユーザー名は文字列で指定してください' } });
    });

    it('keeps usernames and emails unique', () => {
      const { store } = storeAt();
      expect(store.createUser({ username: 'TANAKA_APEX' })).toMatchObject({ ok: false, conflict: true, errors: { username: expect.any(String) } });
      expect(store.createUser({ username: 'other', email: 'Tanaka@Example.JP' })).toMatchObject({ ok: false, conflict: true, errors: { email: expect.any(String) } });
    });
  });

  describe('codes', () => {
    it('are single-use', () => {
      const { store } = storeAt();
      const code = store.issueCode(pending(store));
      const first = store.exchangeCode(code, 'client', 'http://localhost:3000/auth/discord/callback');
      expect(first).toMatchObject({ ok: true, grant: { scopes: ['identify', 'email'], userId: store.listUsers()[0].id } });
      expect(store.exchangeCode(code, 'client', 'http://localhost:3000/auth/discord/callback')).toEqual({ ok: false, invalid: 'code' });
    });

    it('expire after 10 minutes', () => {
      const { store, clock } = storeAt();
      const early = store.issueCode(pending(store));
      const late = store.issueCode(pending(store));
      clock.now += CODE_TTL_MS - 1;
      expect(store.exchangeCode(early, 'client', 'http://localhost:3000/auth/discord/callback').ok).toBe(true);
      clock.now += 1;
      expect(store.exchangeCode(late, 'client', 'http://localhost:3000/auth/discord/callback')).toEqual({ ok: false, invalid: 'code' });
    });

    it('need the same redirect_uri and client, and survive a wrong redirect_uri', () => {
      const { store } = storeAt();
      const code = store.issueCode(pending(store));
      expect(store.exchangeCode(code, 'client', 'http://localhost:3000/other')).toEqual({ ok: false, invalid: 'redirect_uri' });
      expect(store.exchangeCode(code, 'another-client', 'http://localhost:3000/auth/discord/callback')).toEqual({ ok: false, invalid: 'code' });
      expect(store.exchangeCode(code, 'client', 'http://localhost:3000/auth/discord/callback').ok).toBe(true);
    });
  });

  describe('tokens', () => {
    const grantFor = (store: DiscordStore) => {
      const result = store.exchangeCode(store.issueCode(pending(store)), 'client', 'http://localhost:3000/auth/discord/callback');
      if (!result.ok) throw new Error('exchange failed');
      return result.grant;
    };

    it('work for a week', () => {
      const { store, clock } = storeAt();
      const grant = grantFor(store);
      expect(grant.expiresAt.getTime() - grant.issuedAt.getTime()).toBe(604_800_000);
      clock.now += 604_800_000 - 1;
      expect(store.findUsableGrant(grant.accessToken)).toBe(grant);
      clock.now += 1;
      expect(store.findUsableGrant(grant.accessToken)).toBeUndefined();
      expect(store.status(grant)).toBe('expired');
    });

    it('are replaced by a refresh, which ends the old pair', () => {
      const { store } = storeAt();
      const old = grantFor(store);
      const fresh = store.refresh(old.refreshToken, 'client');
      expect(fresh).toMatchObject({ userId: old.userId, scopes: old.scopes });
      expect(fresh?.accessToken).not.toBe(old.accessToken);
      expect(store.findUsableGrant(old.accessToken)).toBeUndefined();
      expect(store.status(old)).toBe('refreshed');
      expect(store.refresh(old.refreshToken, 'client')).toBeUndefined();
      expect(store.refresh(fresh!.refreshToken, 'another-client')).toBeUndefined();
      expect(store.findUsableGrant(fresh!.accessToken)).toBe(fresh);
    });

    it('are revoked by either token of the pair, and unknown tokens are ignored', () => {
      const { store } = storeAt();
      const byAccess = grantFor(store);
      const byRefresh = grantFor(store);
      store.revoke(byAccess.accessToken, 'client');
      store.revoke(byRefresh.refreshToken, 'client');
      store.revoke('unknown', 'client');
      expect(store.findUsableGrant(byAccess.accessToken)).toBeUndefined();
      expect(store.findUsableGrant(byRefresh.accessToken)).toBeUndefined();
      expect(store.refresh(byAccess.refreshToken, 'client')).toBeUndefined();
      expect(store.status(byAccess)).toBe('revoked');
      expect(store.recentGrants(10)).toEqual([byRefresh, byAccess]);
    });

    it('forgets the oldest pairs beyond its capacity', () => {
      const { store } = storeAt();
      const first = grantFor(store);
      for (let i = 0; i < GRANT_CAPACITY; i++) grantFor(store);
      expect(store.recentGrants(GRANT_CAPACITY + 10)).toHaveLength(GRANT_CAPACITY);
      expect(store.findUsableGrant(first.accessToken)).toBeUndefined();
    });
  });
});
