import { CONTEXT_COOKIE_MAX_AGE_SECONDS } from '@coaching/contracts';
import {
  beforeLoginPathCookie,
  clearLoginContextCookies,
  expireCookie,
  isRememberablePath,
  parseTrialQuery,
  readBeforeLoginPath,
  readTrialContext,
  safeInternalPath,
  serializeCookie,
  trialContextCookies,
} from './context-cookies';

/** What a browser would then send: the name=value part of each cookie string that is not expired. */
const jar = (...cookies: Array<string | null>) =>
  cookies
    .filter((cookie): cookie is string => cookie !== null && !cookie.includes('Max-Age=0'))
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

describe('serializeCookie / expireCookie', () => {
  it('lasts half a day on the whole site, SameSite=Lax, URL-encoded', () => {
    expect(CONTEXT_COOKIE_MAX_AGE_SECONDS).toBe(43_200);
    expect(serializeCookie('before_login_path', '/payments/create?plan_id=1&method=bulk')).toBe(
      'before_login_path=%2Fpayments%2Fcreate%3Fplan_id%3D1%26method%3Dbulk; Max-Age=43200; Path=/; SameSite=Lax',
    );
  });

  it('adds Secure on https', () => {
    expect(serializeCookie('from', 'trial', { secure: true })).toBe('from=trial; Max-Age=43200; Path=/; SameSite=Lax; Secure');
  });

  it('expires with Max-Age=0 on the same path', () => {
    expect(expireCookie('game_id')).toBe('game_id=; Max-Age=0; Path=/; SameSite=Lax');
  });
});

describe('before_login_path', () => {
  it.each(['/mypage', '/password/change', '/payments/create?plan_id=3', '/news/12', '/app'])('remembers %s', (path) => {
    expect(isRememberablePath(path)).toBe(true);
    expect(readBeforeLoginPath(jar(beforeLoginPathCookie(path)))).toBe(path);
  });

  it.each(['/login', '/login?verified=1', '/regist', '/regist/sent', '/password/remind', '/password/reset?token=x'])(
    'never remembers the login, sign-up or password page %s',
    (path) => {
      expect(isRememberablePath(path)).toBe(false);
      expect(beforeLoginPathCookie(path)).toBeNull();
    },
  );

  it('does not mistake a page that only starts like an auth page', () => {
    expect(isRememberablePath('/loginhelp')).toBe(true);
    expect(isRememberablePath('/registration-guide')).toBe(true);
  });

  it('refuses paths that would leave the site', () => {
    for (const value of ['https://evil.example/', '//evil.example', '/\\evil.example', 'mypage', '/my page', '/a\nb', '']) {
      expect(safeInternalPath(value)).toBeUndefined();
    }
    expect(readBeforeLoginPath('before_login_path=%2F%2Fevil.example')).toBeUndefined();
    expect(readBeforeLoginPath('before_login_path=%2Flogin')).toBeUndefined();
  });

  it('is absent when there is no cookie', () => {
    expect(readBeforeLoginPath('')).toBeUndefined();
    expect(readBeforeLoginPath('other=1')).toBeUndefined();
  });
});

describe('trial context', () => {
  it('reads from, game_id and movie_flg from the query', () => {
    expect(parseTrialQuery(new URLSearchParams('from=trial&game_id=2&movie_flg=1'))).toEqual({
      context: { from: 'trial', game_id: 2, movie_flg: '1' },
      missingGame: false,
    });
  });

  it('is null when the query carries none of them, so stored cookies are kept', () => {
    expect(parseTrialQuery(new URLSearchParams('verified=1'))).toBeNull();
  });

  it('flags `from` without a usable game_id and does not carry that `from` on', () => {
    expect(parseTrialQuery(new URLSearchParams('from=trial'))).toEqual({ context: {}, missingGame: true });
    expect(parseTrialQuery(new URLSearchParams('from=trial&game_id=abc&movie_flg=0'))).toEqual({ context: { movie_flg: '0' }, missingGame: true });
    expect(parseTrialQuery(new URLSearchParams('from=trial&game_id=0'))?.missingGame).toBe(true);
  });

  it('drops values that are not what the API accepts', () => {
    expect(parseTrialQuery(new URLSearchParams('game_id=-1&movie_flg=yes'))).toEqual({ context: {}, missingGame: false });
    expect(parseTrialQuery(new URLSearchParams(`from=${'x'.repeat(40)}&game_id=1`))?.context.from).toHaveLength(32);
  });

  it('round-trips through cookies, and absent values delete their cookie', () => {
    const cookies = trialContextCookies({ from: 'trial', game_id: 1 });
    expect(cookies).toEqual([
      'from=trial; Max-Age=43200; Path=/; SameSite=Lax',
      'game_id=1; Max-Age=43200; Path=/; SameSite=Lax',
      'movie_flg=; Max-Age=0; Path=/; SameSite=Lax',
    ]);
    expect(readTrialContext(jar(...cookies))).toEqual({ from: 'trial', game_id: 1 });
  });

  it('reads nothing from unrelated or malformed cookies', () => {
    expect(readTrialContext('XSRF-TOKEN=abc; game_id=two; movie_flg=2')).toEqual({});
  });
});

describe('clearLoginContextCookies', () => {
  it('deletes before_login_path, from, game_id and movie_flg', () => {
    const names = clearLoginContextCookies().map((cookie) => cookie.split('=')[0]);
    expect(names).toEqual(['before_login_path', 'from', 'game_id', 'movie_flg']);
    for (const cookie of clearLoginContextCookies()) expect(cookie).toContain('Max-Age=0; Path=/');
  });
});
