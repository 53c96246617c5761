import { Body, Controller, HttpCode, HttpStatus, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type CurrentUser, guardianRegisterRequestSchema, registerRequestSchema, currentUserAnswerSchema, loginRequestSchema, loginAnswerSchema } from '@coaching/contracts';
import { ApiContract, APP_CONFIG, type AppConfig, parseWith, RateLimiter } from '@coaching/server-core';
import type { Request, Response } from 'express';
import { RegisterMemberCommand } from '../commands/register-member.command';
import { RememberTrialContextCommand } from '../commands/remember-trial-context.command';
import { GetCurrentUserQuery } from '../queries/get-current-user.query';
import { MemberLoginGuard } from './member-login.guard';
import { endMemberSession, startMemberSession } from './member-session';
import { LIMITS } from './throttle';

/** Sign-up, sign-in and sign-out (spec §7); they answer the member as `GET /api/me` does (the composition module's). */
@Controller('api')
export class MemberAuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @ApiContract({ answer: currentUserAnswerSchema, body: registerRequestSchema })
  @Post('register')
  @HttpCode(HttpStatus.CREATED)
  async register(@Body() body: unknown, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ data: CurrentUser }> {
    const request = parseWith(registerRequestSchema, body);
    await this.limiter.enforce('member-register-address', req.ip ?? 'unknown', LIMITS.registerPerAddress, res);
    const { userId } = await this.commands.execute(new RegisterMemberCommand(request));
    await startMemberSession(req, res, userId, this.config.isProduction);
    return { data: await this.queries.execute(new GetCurrentUserQuery(userId, 'password')) };
  }

  /** A guardian's own account (保護者アカウント, issue 31): the same sign-up, verification and session as a student's. */
  @ApiContract({ answer: currentUserAnswerSchema, body: guardianRegisterRequestSchema })
  @Post('guardians/register')
  @HttpCode(HttpStatus.CREATED)
  async registerGuardian(@Body() body: unknown, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ data: CurrentUser }> {
    const request = parseWith(guardianRegisterRequestSchema, body);
    await this.limiter.enforce('member-register-address', req.ip ?? 'unknown', LIMITS.registerPerAddress, res);
    const name = { lastName: request.last_name, firstName: request.first_name };
    const { userId } = await this.commands.execute(new RegisterMemberCommand({ email: request.email, password: request.password }, 'guardian', name));
    await startMemberSession(req, res, userId, this.config.isProduction);
    return { data: await this.queries.execute(new GetCurrentUserQuery(userId, 'password')) };
  }

  @ApiContract({ body: loginRequestSchema, answer: loginAnswerSchema })
  @Post('login')
  @HttpCode(HttpStatus.OK)
  @UseGuards(MemberLoginGuard)
  async login(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ user: CurrentUser }> {
    const userId = req.user as string;
    const body = (req.body ?? {}) as { from?: unknown; game_id?: unknown };
    if (body.from === 'trial') await this.commands.execute(new RememberTrialContextCommand(userId, body.game_id));
    await startMemberSession(req, res, userId, this.config.isProduction);
    return { user: await this.queries.execute(new GetCurrentUserQuery(userId, 'password')) };
  }

  @ApiContract({ answerType: 'none' })
  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await endMemberSession(req, res);
  }
}
