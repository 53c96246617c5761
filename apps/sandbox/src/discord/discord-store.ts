import { randomInt } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS, CODE_TTL_MS } from './discord-config';

/** A fake Discord account a tester can sign in as. */
export interface FakeDiscordUser {
  /** Snowflake: a numeric string, as Discord's ids are. */
  id: string;
  /** Discord's unique handle: 2–32 of a-z, 0-9, `_` and `.`. */
  username: string;
  /** The display name; null when the user has not set one. */
  globalName: string | null;
  email: string | null;
  verified: boolean;
  /** ISO 8601. */
  createdAt: string;
}

/** What a tester types for a new user; values are checked, so anything may come in. */
export interface NewFakeUserInput {
  username?: unknown;
  global_name?: unknown;
  email?: unknown;
  verified?: unknown;
}

export type UserField = 'username' | 'global_name' | 'email' | 'verified';
export type UserErrors = Partial<Record<UserField, string>>;

export type CreateUserResult = { ok: true; user: FakeDiscordUser } | { ok: false; conflict: boolean; errors: UserErrors };

/** One authorization: the access and refresh token pair issued for a code or a refresh. */
export interface Grant {
  userId: string;
  clientId: string;
  scopes: string[];
  accessToken: string;
  refreshToken: string;
  issuedAt: Date;
  expiresAt: Date;
  /** Set when revoked, or when a refresh replaced this pair. */
  endedAt: Date | null;
  endReason: 'revoked' | 'refreshed' | null;
}

export type GrantStatus = 'active' | 'expired' | 'revoked' | 'refreshed';

interface PendingCode {
  userId: string;
  clientId: string;
  redirectUri: string;
  scopes: string[];
  expiresAt: number;
}

export type CodeExchange = { ok: true; grant: Grant } | { ok: false; invalid: 'code' | 'redirect_uri' };

const DISCORD_EPOCH = 1_420_070_400_000n;

/** A Discord-style snowflake: milliseconds since 2015 in the high bits, a counter in the low 12. */
export function snowflake(at: number, increment: number): string {
  return (((BigInt(at) - DISCORD_EPOCH) << 22n) | BigInt(increment % 4096)).toString();
}

const SEED_TIME = Date.parse('2024-04-01T00:00:00Z');
const SEED_USERS: ReadonlyArray<Omit<FakeDiscordUser, 'id' | 'createdAt'>> = [
  { username: 'tanaka_apex', globalName: '田中', email: 'tanaka@example.jp', verified: true },
  { username: 'suzuki_valo', globalName: '鈴木', email: 'suzuki@example.jp', verified: true },
  { username: 'kobayashi', globalName: '小林', email: 'kobayashi@example.jp', verified: true },
];

const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 30 random letters and digits, the look of Discord's codes and tokens. */
export function randomToken(length = 30): string {
  let out = '';
  for (let i = 0; i < length; i++) out += TOKEN_ALPHABET[randomInt(TOKEN_ALPHABET.length)];
  return out;
}

export const GRANT_CAPACITY = 1000;

/**
 * Users, pending codes and tokens, in memory. The seeded users keep the same ids across restarts,
 * so an account linked in the app's database still signs in after the sandbox restarts.
 */
export class DiscordStore {
  private readonly users: FakeDiscordUser[] = [];
  private readonly codes = new Map<string, PendingCode>();
  /** Newest first. */
  private grants: Grant[] = [];
  private readonly byAccessToken = new Map<string, Grant>();
  private readonly byRefreshToken = new Map<string, Grant>();
  private idCounter = 0;

  constructor(private readonly now: () => number = Date.now) {
    SEED_USERS.forEach((seed, index) => {
      const at = SEED_TIME + index * 60_000;
      this.users.push({ ...seed, id: snowflake(at, index + 1), createdAt: new Date(at).toISOString() });
    });
  }

  /** In creation order, the seeded users first. */
  listUsers(): FakeDiscordUser[] {
    return [...this.users];
  }

  getUser(id: string): FakeDiscordUser | undefined {
    return this.users.find((user) => user.id === id);
  }

  createUser(input: NewFakeUserInput): CreateUserResult {
    const errors: UserErrors = {};
    const username = typeof input.username === 'string' ? input.username.trim().toLowerCase() : '';
    const usernameProblem = input.username === undefined || typeof input.username === 'string' ? checkUsername(username) : 'ユーザー名は文字列で指定してください';
    if (usernameProblem) errors.username = usernameProblem;

    const globalName = optionalText(input.global_name);
    if (globalName === undefined) errors.global_name = '表示名は文字列で指定してください';
    else if (globalName !== null && [...globalName].length > 32) errors.global_name = '表示名は32文字以内で入力してください';

    const email = optionalText(input.email);
    if (email === undefined) errors.email = 'メールアドレスは文字列で指定してください';
    else if (email !== null && (email.length > 254 || !/^[^\s@]+@[^\s@]+$/.test(email))) errors.email = 'メールアドレスの形式が正しくありません';

    if (input.verified !== undefined && typeof input.verified !== 'boolean') errors.verified = 'verified は true か false で指定してください';
    if (Object.keys(errors).length > 0) return { ok: false, conflict: false, errors };

    if (this.users.some((user) => user.username === username)) return { ok: false, conflict: true, errors: { username: 'このユーザー名は既に使われています' } };
    if (email && this.users.some((user) => user.email?.toLowerCase() === email.toLowerCase())) {
      return { ok: false, conflict: true, errors: { email: 'このメールアドレスは既に使われています' } };
    }

    const at = this.now();
    const user: FakeDiscordUser = {
      id: snowflake(at, ++this.idCounter),
      username,
      globalName: globalName ?? null,
      email: email ?? null,
      verified: input.verified === undefined ? true : (input.verified as boolean),
      createdAt: new Date(at).toISOString(),
    };
    this.users.push(user);
    return { ok: true, user };
  }

  /** A single-use code for the token endpoint, valid for 10 minutes. */
  issueCode(pending: Omit<PendingCode, 'expiresAt'>): string {
    const now = this.now();
    for (const [code, entry] of this.codes) if (entry.expiresAt <= now) this.codes.delete(code);
    const code = randomToken();
    this.codes.set(code, { ...pending, scopes: [...pending.scopes], expiresAt: now + CODE_TTL_MS });
    return code;
  }

  /**
   * Redeems a code for tokens. The code is used up on success; a wrong redirect_uri leaves it
   * unused, as it proves nothing about who holds it.
   */
  exchangeCode(code: string, clientId: string, redirectUri: string): CodeExchange {
    const pending = this.codes.get(code);
    if (!pending || pending.clientId !== clientId) return { ok: false, invalid: 'code' };
    if (pending.expiresAt <= this.now()) {
      this.codes.delete(code);
      return { ok: false, invalid: 'code' };
    }
    if (pending.redirectUri !== redirectUri) return { ok: false, invalid: 'redirect_uri' };
    this.codes.delete(code);
    return { ok: true, grant: this.issueGrant(pending.userId, clientId, pending.scopes) };
  }

  /** A new token pair for a refresh token; the old pair stops working. */
  refresh(refreshToken: string, clientId: string): Grant | undefined {
    const old = this.byRefreshToken.get(refreshToken);
    if (!old || old.clientId !== clientId || old.endedAt) return undefined;
    this.end(old, 'refreshed');
    return this.issueGrant(old.userId, clientId, old.scopes);
  }

  /** The grant an access token belongs to, while it is usable. */
  findUsableGrant(accessToken: string): Grant | undefined {
    const grant = this.byAccessToken.get(accessToken);
    return grant && this.status(grant) === 'active' ? grant : undefined;
  }

  /** Revokes the pair that either token belongs to; unknown tokens are ignored (RFC 7009). */
  revoke(token: string, clientId: string): void {
    const grant = this.byAccessToken.get(token) ?? this.byRefreshToken.get(token);
    if (grant && grant.clientId === clientId && !grant.endedAt) this.end(grant, 'revoked');
  }

  status(grant: Grant): GrantStatus {
    if (grant.endReason) return grant.endReason;
    return grant.expiresAt.getTime() <= this.now() ? 'expired' : 'active';
  }

  /** Newest first. */
  recentGrants(limit: number): Grant[] {
    return this.grants.slice(0, limit);
  }

  private issueGrant(userId: string, clientId: string, scopes: string[]): Grant {
    const issuedAt = this.now();
    const grant: Grant = {
      userId,
      clientId,
      scopes: [...scopes],
      accessToken: randomToken(),
      refreshToken: randomToken(),
      issuedAt: new Date(issuedAt),
      expiresAt: new Date(issuedAt + ACCESS_TOKEN_TTL_SECONDS * 1000),
      endedAt: null,
      endReason: null,
    };
    this.grants.unshift(grant);
    this.byAccessToken.set(grant.accessToken, grant);
    this.byRefreshToken.set(grant.refreshToken, grant);
    for (const dropped of this.grants.splice(GRANT_CAPACITY)) {
      this.byAccessToken.delete(dropped.accessToken);
      this.byRefreshToken.delete(dropped.refreshToken);
    }
    return grant;
  }

  private end(grant: Grant, reason: 'revoked' | 'refreshed'): void {
    grant.endedAt = new Date(this.now());
    grant.endReason = reason;
  }
}

/** Discord's rules for the new (2023) usernames. */
function checkUsername(username: string): string | null {
  if (username === '') return 'ユーザー名を入力してください';
  if (username.length < 2 || username.length > 32) return 'ユーザー名は2〜32文字で入力してください';
  if (!/^[a-z0-9_.]+$/.test(username)) return 'ユーザー名に使えるのは半角英小文字・数字・「_」「.」のみです';
  if (username.includes('..')) return 'ユーザー名に「.」を続けて使うことはできません';
  return null;
}

/** Trimmed text, null when empty or absent, undefined when not text at all. */
function optionalText(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}
