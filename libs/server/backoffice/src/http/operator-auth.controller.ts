import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { operatorAcceptInvitationSchema, type OperatorIdentity, operatorSessionAnswerSchema, operatorLoginSchema, invitationAcceptedAnswerSchema } from '@coaching/contracts';
import { ApiContract, ADMIN_SESSION_COOKIE, csrfTokenOf, parseWith, RateLimiter } from '@coaching/server-core';
import type { Request } from 'express';
import { AcceptOperatorInvitationCommand } from '../commands/accept-operator-invitation.command';
import { RecordOperatorSignInCommand } from '../commands/record-operator-sign-in.command';
import { RecordOperatorSignOutCommand } from '../commands/record-operator-sign-out.command';
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
  constructor(
    private readonly commands: CommandBus,
    private readonly limiter: RateLimiter,
  ) {}

  @ApiContract({ answer: operatorSessionAnswerSchema })
  @Get('session')
  session(@Req() req: Request): SessionAnswer {
    return { data: { operator: req.session.operator ?? null, csrfToken: csrfTokenOf(req) } };
  }

  @ApiContract({ body: operatorLoginSchema, answer: operatorSessionAnswerSchema })
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
    await this.commands.execute(new RecordOperatorSignInCommand(operator.id, req.ip ?? 'unknown'));
    return { data: { operator, csrfToken } };
  }

  /** The mailed invitation (or reset) link: sets the password once; the operator then signs in with it. */
  @ApiContract({ answer: invitationAcceptedAnswerSchema, body: operatorAcceptInvitationSchema })
  @Post('invitation')
  @HttpCode(HttpStatus.OK)
  async acceptInvitation(@Body() body: unknown, @Req() req: Request): Promise<{ data: { email: string } }> {
    await this.limiter.enforce('operator-invitation-address', req.ip ?? 'unknown', { limit: 20, windowSeconds: 15 * 60 }, req.res);
    const { token, password } = parseWith(operatorAcceptInvitationSchema, body);
    return { data: { email: await this.commands.execute(new AcceptOperatorInvitationCommand(token, password)) } };
  }

  @ApiContract({ answerType: 'none' })
  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  async logout(@Req() req: Request): Promise<void> {
    const operator = req.session.operator;
    await destroy(req);
    if (operator) await this.commands.execute(new RecordOperatorSignOutCommand(operator.id, req.ip ?? 'unknown'));
    req.res?.clearCookie(ADMIN_SESSION_COOKIE, { path: '/admin-api' });
  }
}
