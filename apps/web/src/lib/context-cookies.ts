// The half-day cookies of spec §2/§4/§9: the page a signed-out visitor wanted (`before_login_path`) and the
// trial context a campaign link brings (`from`, `game_id`, `movie_flg`). They outlive a tab, so a visitor
// who signs up, opens the verification mail elsewhere and signs in later still lands where they meant to.
// Pure helpers take and return cookie strings; the few browser wrappers at the end touch `document.cookie`.
import { CONTEXT_COOKIE_MAX_AGE_SECONDS } from '@coaching/contracts';
import { paths } from '../config/paths';
import { readCookie } from './http';

export const CONTEXT_COOKIES = {
  beforeLoginPath: 'before_login_path',
  from: 'from',
  gameId: 'game_id',
  movieFlg: 'movie_flg',
} as const;

/** The trial context as the login and register calls send it. */
export interface TrialContext {
  from?: string;
  game_id?: number;
  movie_flg?: '1' | '0';
}

export interface CookieOptions {
  maxAgeSeconds?: number;
  /** Adds `Secure` (pages served over https). */
  secure?: boolean;
}

const FROM_MAX_LENGTH = 32;
const PATH_MAX_LENGTH = 1024;

/** `name=value; Max-Age=43200; Path=/; SameSite=Lax` — the value is URL-encoded. */
export function serializeCookie(name: string, value: string, { maxAgeSeconds = CONTEXT_COOKIE_MAX_AGE_SECONDS, secure = false }: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Max-Age=${maxAgeSeconds}`, 'Path=/', 'SameSite=Lax'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** The cookie string that deletes `name` (same path, so it replaces the one we set). */
export function expireCookie(name: string, options: Omit<CookieOptions, 'maxAgeSeconds'> = {}): string {
  return serializeCookie(name, '', { ...options, maxAgeSeconds: 0 });
}

/**
 * Pages a visitor is never sent back to after signing in: login, sign-up and the public password pages
 * (remind, reset). /password/change is a member page and is remembered like any other.
 */
export function isRememberablePath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const authPages = [paths.login, paths.register, paths.passwordRemind, paths.passwordReset];
  return !authPages.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}

/**
 * An in-site path safe to navigate to (`/payments?x=1`), or undefined. Refuses absolute and
 * protocol-relative URLs (`//evil.example`, `/\evil.example`) so a cookie cannot redirect off-site.
 */
export function safeInternalPath(value: string | undefined | null): string | undefined {
  if (!value) return undefined;
  const path = value.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return undefined;
  if (path.length > PATH_MAX_LENGTH || hasWhitespaceOrControl(path)) return undefined;
  return path;
}

function hasWhitespaceOrControl(value: string): boolean {
  for (const char of value) if (char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f || /\s/.test(char)) return true;
  return false;
}

/** The cookie remembering `path`, or null for the pages that are not remembered. */
export function beforeLoginPathCookie(path: string, options: Omit<CookieOptions, 'maxAgeSeconds'> = {}): string | null {
  const safe = safeInternalPath(path);
  if (!safe || !isRememberablePath(safe)) return null;
  return serializeCookie(CONTEXT_COOKIES.beforeLoginPath, safe, options);
}

export function readBeforeLoginPath(cookies: string): string | undefined {
  const path = safeInternalPath(readCookie(CONTEXT_COOKIES.beforeLoginPath, cookies));
  return path && isRememberablePath(path) ? path : undefined;
}

function parseFrom(value: string | null | undefined): string | undefined {
  const from = value?.trim();
  return from ? from.slice(0, FROM_MAX_LENGTH) : undefined;
}

function parseGameId(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value.trim())) return undefined;
  const id = Number(value.trim());
  return id > 0 ? id : undefined;
}

function parseMovieFlg(value: string | null | undefined): TrialContext['movie_flg'] {
  const flag = value?.trim();
  return flag === '1' || flag === '0' ? flag : undefined;
}

function compact(context: TrialContext): TrialContext {
  const result: TrialContext = {};
  if (context.from !== undefined) result.from = context.from;
  if (context.game_id !== undefined) result.game_id = context.game_id;
  if (context.movie_flg !== undefined) result.movie_flg = context.movie_flg;
  return result;
}

export function readTrialContext(cookies: string): TrialContext {
  return compact({
    from: parseFrom(readCookie(CONTEXT_COOKIES.from, cookies)),
    game_id: parseGameId(readCookie(CONTEXT_COOKIES.gameId, cookies)),
    movie_flg: parseMovieFlg(readCookie(CONTEXT_COOKIES.movieFlg, cookies)),
  });
}

export interface TrialQuery {
  /** The context the query carries (invalid values dropped). */
  context: TrialContext;
  /** `from` is set without a usable `game_id`: the link is invalid (spec §5, alert trialNeedsGame). */
  missingGame: boolean;
}

/** Reads `from`, `game_id` and `movie_flg` from /login or /regist's query; null when it has none of them. */
export function parseTrialQuery(params: URLSearchParams): TrialQuery | null {
  const keys = [CONTEXT_COOKIES.from, CONTEXT_COOKIES.gameId, CONTEXT_COOKIES.movieFlg];
  if (!keys.some((key) => params.has(key))) return null;
  const context = compact({
    from: parseFrom(params.get(CONTEXT_COOKIES.from)),
    game_id: parseGameId(params.get(CONTEXT_COOKIES.gameId)),
    movie_flg: parseMovieFlg(params.get(CONTEXT_COOKIES.movieFlg)),
  });
  const missingGame = context.from !== undefined && context.game_id === undefined;
  // A trial link without its game cannot be honoured, so it is not carried into sign-in.
  return { context: missingGame ? compact({ movie_flg: context.movie_flg }) : context, missingGame };
}

/** Cookie strings that make the stored trial context exactly `context` (absent values are deleted). */
export function trialContextCookies(context: TrialContext, options: Omit<CookieOptions, 'maxAgeSeconds'> = {}): string[] {
  const entries: Array<[string, string | undefined]> = [
    [CONTEXT_COOKIES.from, context.from],
    [CONTEXT_COOKIES.gameId, context.game_id === undefined ? undefined : String(context.game_id)],
    [CONTEXT_COOKIES.movieFlg, context.movie_flg],
  ];
  return entries.map(([name, value]) => (value === undefined ? expireCookie(name, options) : serializeCookie(name, value, options)));
}

/** Cookie strings deleting the whole login context (spec §4: cleared after the login outcome). */
export function clearLoginContextCookies(options: Omit<CookieOptions, 'maxAgeSeconds'> = {}): string[] {
  return Object.values(CONTEXT_COOKIES).map((name) => expireCookie(name, options));
}

// --- Browser wrappers -------------------------------------------------------------------------------

function browserOptions(): Omit<CookieOptions, 'maxAgeSeconds'> {
  return { secure: typeof window !== 'undefined' && window.location.protocol === 'https:' };
}

function currentCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

function writeCookies(cookies: Array<string | null>): void {
  if (typeof document === 'undefined') return;
  for (const cookie of cookies) if (cookie) document.cookie = cookie;
}

/** Remembers where a signed-out visitor wanted to go (not for the login, sign-up and password pages). */
export function rememberBeforeLoginPath(path: string): void {
  writeCookies([beforeLoginPathCookie(path, browserOptions())]);
}

export function getBeforeLoginPath(): string | undefined {
  return readBeforeLoginPath(currentCookies());
}

export function rememberTrialContext(context: TrialContext): void {
  writeCookies(trialContextCookies(context, browserOptions()));
}

export function getTrialContext(): TrialContext {
  return readTrialContext(currentCookies());
}

export function clearLoginContext(): void {
  writeCookies(clearLoginContextCookies(browserOptions()));
}
