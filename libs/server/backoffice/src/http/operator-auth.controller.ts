import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, HttpCode, HttpStatus, Post, Req, UseGuards } from '@nestjs/common';
import type { OperatorIdentity } from '@coaching/contracts';
import { ADMIN_SESSION_COOKIE, csrfTokenOf } from '@coaching/server-core';
import type { Request } from 'express';
import { Operator } from '../entities/operator.entity';
import { OperatorLoginGuard } from './operator-login.guard';

interface SessionAnswer {
  data: { operator: OperatorIdentity | null; csrfToken: string };
}

const regenerate = (req: Request) => new Promise<void>((resolve, reject) => req.session.regenerate((e) => (e ? reject(e) : resolve())));
const destroy = (req: Request) => new Promise<void>((resolve, reject) => req.session.destroy((e) => (e ? reject(e) : resolve())));

/**
 * Operator sign-in for the back office. The session lives in its own cookie (path /admin-api); the
 * CSRF token travels in these answers and comes back as `X-XSRF-TOKEN`.
 */
@Controller('admin-api/auth')
export class OperatorAuthController {
  constructor(private readonly em: EntityManager) {}

  @Get('session')
  session(@Req() req: Request): SessionAnswer {
    return { data: { operator: req.session.operator ?? null, csrfToken: csrfTokenOf(req) } };
  }

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @UseGuards(OperatorLoginGuard)
  async login(@Req() req: Request): Promise<SessionAnswer> {
    const operator = req.user as OperatorIdentity;
    // A new session id at sign-in, so a session fixed before sign-in is worth nothing after it.
    await regenerate(req);
    req.session.operator = operator;
    req.session.createdAt = Date.now();
    const csrfToken = csrfTokenOf(req);
    await this.em.fork().nativeUpdate(Operator, { id: operator.id }, { lastLoginAt: new Date() });
    return { data: { operator, csrfToken } };
  }

  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  async logout(@Req() req: Request): Promise<void> {
    await destroy(req);
    req.res?.clearCookie(ADMIN_SESSION_COOKIE, { path: '/admin-api' });
  }
}
