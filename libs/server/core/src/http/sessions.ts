/// <reference types="express-session" preserve="true" />
import connectPgSimple from 'connect-pg-simple';
import type { RequestHandler } from 'express';
import session, { type SessionData } from 'express-session';
import type { Pool } from 'pg';
import type { OperatorRole } from '@coaching/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../database/sql';
import type { InvalidationSource } from '../cache/cache-invalidations';
import { ReadCache } from '../cache/read-cache';
import { declareReadCache } from '../cache/read-cache-declaration';

/** Cookie names: members and operators have separate sessions. */
export const MEMBER_SESSION_COOKIE = 'coaching_session';
export const ADMIN_SESSION_COOKIE = 'coaching_admin_session';

export interface SessionOptions {
  /** Cookie name: members and operators have separate sessions. */
  name: string;
  secret: string;
  secure: boolean;
  /** Path the cookie is sent for. */
  path?: string;
  /** Idle expiry: every request renews it. */
  idleSeconds: number;
  /** Absolute expiry: a session older than this is ended whatever its activity. */
  absoluteSeconds: number;
  pool: Pool;
  /** Serve sessions from this copy's memory for up to `ttlMs`, forgotten on every change notified (ADR 0019). */
  cache?: { invalidations: InvalidationSource; ttlMs: number };
}

declare module 'express-session' {
  interface SessionData {
    createdAt: number;
    csrfToken: string;
    /** The signed-in member (members' session only). */
    userId: string;
    /** When the member signed in (or last set their password in this session): older than the password, the session is over. */
    signedInAt: number;
    /** How the member proved who they are in this session (spec §2 /discord offers 'disconnect' only after Discord). */
    signedInVia: 'password' | 'discord';
    /** A Discord authorization in progress: the state we sent and what it is for. */
    discordOAuth: { state: string; from: 'login' | 'sns'; at: number };
    operator: { id: string; email: string; name: string; role: OperatorRole };
  }
}

/**
 * The sessions served from an api copy's memory (`cacheSessions`), forgotten when their row's `sess` changes or the
 * row goes (ADR 0019). Not on insert (a new session was never cached), nor on the once-a-minute push of its expiry
 * (`throttleTouches`), which changes nothing a copy keeps. Core lists it in its own `readCaches` (migrations/index.ts).
 */
export const SESSION_CACHE = declareReadCache({
  kind: 'session',
  invalidatedBy: [{ table: 'http_sessions', key: 'sid', on: ['update', 'delete'], columns: ['sess'] }],
});

/**
 * A session kept in PostgreSQL (so it survives a restart of the api), in an httpOnly SameSite=Lax
 * cookie, Secure in production.
 */
export function sessionMiddleware(options: SessionOptions, store: session.Store = sessionStore(options)): RequestHandler[] {
  const handler = session({
    name: options.name,
    secret: options.secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: options.secure,
    cookie: { httpOnly: true, sameSite: 'lax', secure: options.secure, path: options.path ?? '/', maxAge: options.idleSeconds * 1000 },
  });
  const absolute: RequestHandler = (req, _res, next) => {
    const s = req.session;
    if (s && pastAbsoluteExpiry(s, options.absoluteSeconds)) {
      s.regenerate((error) => next(error));
      return;
    }
    next();
  };
  return [handler, absolute];
}

/** A session older than its absolute expiry is over, however active it was (the middleware's and `sessionReader`'s rule). */
export const pastAbsoluteExpiry = (session: Partial<Pick<SessionData, 'createdAt'>>, absoluteSeconds: number): boolean =>
  session.createdAt !== undefined && session.createdAt > 0 && Date.now() - session.createdAt > absoluteSeconds * 1000;

/**
 * The sessions' store: rows of `http_sessions`, their idle expiry written back at most once a minute per copy, and
 * served from this copy's memory between changes when `options.cache` says so. One per cookie, shared by its
 * middleware and the fast path's member reads (`sessionReader`).
 */
export function sessionStore(options: Pick<SessionOptions, 'pool' | 'cache'>): session.Store {
  const PgStore = connectPgSimple(session);
  // A prune that meets the pool ending (the api shutting down, a test closing its app) is expected, not an error.
  const errorLog = (...args: unknown[]) => {
    if (!(options.pool as { ending?: boolean }).ending) console.error(...args);
  };
  const store = new PgStore({ pool: options.pool, tableName: 'http_sessions', createTableIfMissing: false, pruneSessionInterval: 15 * 60, errorLog });
  throttleTouches(store);
  if (options.cache) cacheSessions(store, new ReadCache<string>(options.cache.invalidations, SESSION_CACHE, { ttlMs: options.cache.ttlMs }));
  return store;
}

/** A session's stored expiry is pushed back at most this often by one api copy (see `throttleTouches`). */
export const SESSION_TOUCH_EVERY_MS = 60_000;
const MAX_REMEMBERED_TOUCHES = 50_000;

/**
 * With `rolling`, express-session writes every session's new expiry back to PostgreSQL on every request (an
 * UPDATE and a commit per member request, the costliest part of an authenticated GET). Each copy of the api
 * now writes it at most once a minute per session: the idle expiry stays two hours, give or take a minute.
 * The note is this copy's own and holds no session data, so nothing can go stale across copies: another copy
 * just writes its own touch. Saves of a changed session are never skipped.
 */
export function throttleTouches(store: session.Store): void {
  const touch = store.touch?.bind(store);
  if (!touch) return;
  const touchedAt = new Map<string, number>();
  store.touch = (sid, data, callback) => {
    const now = Date.now();
    const last = touchedAt.get(sid);
    if (last !== undefined && now - last < SESSION_TOUCH_EVERY_MS) return callback?.();
    if (touchedAt.size >= MAX_REMEMBERED_TOUCHES) {
      for (const [id, at] of touchedAt) if (now - at >= SESSION_TOUCH_EVERY_MS) touchedAt.delete(id);
      if (touchedAt.size >= MAX_REMEMBERED_TOUCHES) touchedAt.clear();
    }
    touchedAt.set(sid, now);
    // connect-pg-simple passes the write's error on, though the declared callback takes none.
    const done = callback as ((error?: unknown) => void) | undefined;
    touch(sid, data, ((error?: unknown) => {
      if (error) touchedAt.delete(sid);
      done?.(error);
    }) as () => void);
  };
}

/**
 * Every member request reads its session; most are read again seconds later, unchanged. Reads are served from
 * `cache` (kept as JSON, parsed per request, since express-session mutates what it gets); the store's own writes
 * and deletes forget the entry at once in this copy, and the `http_sessions` triggers tell every copy at commit.
 * The cached value is the session as stored; its idle expiry is at least the cache's lifetime away, since it
 * was read unexpired moments ago and each request pushes it back.
 */
export function cacheSessions(store: session.Store, cache: ReadCache<string>): void {
  const get = store.get.bind(store);
  const set = store.set.bind(store);
  const destroy = store.destroy.bind(store);
  const load = (sid: string) =>
    new Promise<string | null>((resolve, reject) => get(sid, (error, data) => (error ? reject(error) : resolve(data ? JSON.stringify(data) : null))));
  store.get = (sid, callback) => {
    cache.get(sid, () => load(sid)).then(
      (json) => callback(null, json === null ? null : JSON.parse(json)),
      (error) => callback(error),
    );
  };
  store.set = (sid, data, callback) => {
    cache.forget(sid);
    set(sid, data, (error?: unknown) => {
      cache.forget(sid);
      callback?.(error);
    });
  };
  store.destroy = (sid, callback) => {
    cache.forget(sid);
    destroy(sid, (error?: unknown) => {
      cache.forget(sid);
      callback?.(error);
    });
  };
}

/**
 * Ends every stored session of a member (in the caller's transaction): a password change or reset
 * must leave no cookie of someone who knew the old password. The member guard also refuses a session
 * signed in before `users.password_changed_at`, for a request that was in flight and saves its session again.
 */
export async function endMemberSessions(em: EntityManager, userId: string): Promise<void> {
  await sql(em, "delete from http_sessions where sess->>'userId' = ?", [userId]);
}

/** Ends every stored session of an operator (in the caller's transaction): a deactivated account is signed out at once. */
export async function endOperatorSessions(em: EntityManager, operatorId: string): Promise<void> {
  await sql(em, "delete from http_sessions where sess->'operator'->>'id' = ?", [operatorId]);
}
