import type { Request, Response } from 'express';
import { MEMBER_SESSION_COOKIE, setXsrfCookie } from '@coaching/server-core';

/** Signs the member in on a fresh session id (so a session planted before sign-in is worthless) and a fresh CSRF token. */
export async function startMemberSession(req: Request, res: Response, userId: string, secure: boolean, via: 'password' | 'discord' = 'password'): Promise<void> {
  await new Promise<void>((resolve, reject) => req.session.regenerate((e) => (e ? reject(e) : resolve())));
  req.session.userId = userId;
  req.session.signedInVia = via;
  req.session.createdAt = Date.now();
  req.session.signedInAt = req.session.createdAt;
  setXsrfCookie(req, res, secure);
  await new Promise<void>((resolve, reject) => req.session.save((e) => (e ? reject(e) : resolve())));
}

export async function endMemberSession(req: Request, res: Response): Promise<void> {
  await new Promise<void>((resolve, reject) => req.session.destroy((e) => (e ? reject(e) : resolve())));
  res.clearCookie(MEMBER_SESSION_COOKIE, { path: '/' });
}
