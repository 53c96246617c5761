import { Body, Controller, HttpCode, HttpStatus, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { changePasswordRequestSchema, emailOnlySchema, IdentityMessages, resetPasswordRequestSchema, messageAnswerSchema } from '@coaching/contracts';
import { ApiContract, AllowGuardian, APP_CONFIG, type AppConfig, MemberGuard, MemberId, parseWith, RateLimiter } from '@coaching/server-core';
import type { Request, Response } from 'express';
import { ChangePasswordCommand } from '../commands/change-password.command';
import { RequestPasswordResetCommand } from '../commands/request-password-reset.command';
import { ResetPasswordCommand } from '../commands/reset-password.command';
import { startMemberSession } from './member-session';
import { LIMITS } from './throttle';

/** Forgotten, reset and changed passwords (spec §7). */
@Controller('api')
export class PasswordsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Same status and body whether or not the address is registered; past its hourly share nothing more is sent. */
  @ApiContract({ answer: messageAnswerSchema, body: emailOnlySchema })
  @Post('forgot-password')
  @HttpCode(HttpStatus.OK)
  async forgot(@Body() body: unknown, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ message: string }> {
    const { email } = parseWith(emailOnlySchema, body);
    await this.limiter.enforce('reset-mail-address', req.ip ?? 'unknown', LIMITS.mailPerAddress, res);
    if ((await this.limiter.hit('reset-mail-account', email.toLowerCase(), LIMITS.mailPerAccount)).allowed) {
      await this.commands.execute(new RequestPasswordResetCommand(email));
    }
    return { message: IdentityMessages.resetMailSent };
  }

  @ApiContract({ answer: messageAnswerSchema, body: resetPasswordRequestSchema })
  @Post('reset-password')
  @HttpCode(HttpStatus.OK)
  async reset(@Body() body: unknown, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ message: string }> {
    const request = parseWith(resetPasswordRequestSchema, body);
    await this.limiter.enforce('reset-password-address', req.ip ?? 'unknown', LIMITS.resetPerAddress, res);
    await this.commands.execute(new ResetPasswordCommand(request));
    return { message: IdentityMessages.passwordReset };
  }

  /**
   * Every other session of the member ends; this one stays signed in, on a new session id and CSRF token.
   * Attempts are limited per member, so a borrowed session cannot guess the current password.
   */
  @ApiContract({ answer: messageAnswerSchema, body: changePasswordRequestSchema })
  @Post('change-password')
  @HttpCode(HttpStatus.OK)
  @UseGuards(MemberGuard)
  @AllowGuardian()
  async change(@MemberId() userId: string, @Body() body: unknown, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ message: string }> {
    const request = parseWith(changePasswordRequestSchema, body);
    await this.limiter.enforce('change-password-account', userId, LIMITS.changePasswordPerAccount, res);
    await this.commands.execute(new ChangePasswordCommand(userId, request));
    await startMemberSession(req, res, userId, this.config.isProduction);
    return { message: IdentityMessages.passwordChanged };
  }
}
