import { Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { emailOnlySchema, IdentityMessages } from '@coaching/contracts';
import { AllowUnverified, MemberGuard, MemberId, parseWith, RateLimiter } from '@coaching/server-core';
import type { Request, Response } from 'express';
import { SendVerificationMailCommand } from '../commands/send-verification-mail.command';
import { VerifyEmailCommand } from '../commands/verify-email.command';
import { GetEmailVerifiedQuery } from '../queries/get-email-verified.query';
import { LIMITS } from './throttle';

const ALREADY_VERIFIED = 'メールアドレスは認証済みです。';

/** The verification link, and resending it (spec §7 `email/verification-notification`, `email/send`). */
@Controller('api/email')
export class EmailVerificationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly limiter: RateLimiter,
  ) {}

  /** Opened from the mail: verifies, then lands on the login page with a toast either way. */
  @Get('verify/:publicId/:hash')
  async verify(
    @Param('publicId') publicId: string,
    @Param('hash') hash: string,
    @Query('expires') expires: unknown,
    @Query('signature') signature: unknown,
    @Res() res: Response,
  ): Promise<void> {
    const outcome =
      typeof expires === 'string' && typeof signature === 'string'
        ? await this.commands.execute(new VerifyEmailCommand({ publicId, hash, expires, signature }))
        : 'invalid';
    res.redirect(302, outcome === 'invalid' ? `/login?error=${encodeURIComponent(IdentityMessages.verificationLinkInvalid)}` : '/login?verified=1');
  }

  @Post('verification-notification')
  @UseGuards(MemberGuard)
  @AllowUnverified()
  async resendToMember(@MemberId() userId: string, @Res({ passthrough: true }) res: Response): Promise<{ message: string }> {
    if (await this.queries.execute(new GetEmailVerifiedQuery(userId))) return { message: ALREADY_VERIFIED };
    await this.limiter.enforce('verify-mail-account', userId, LIMITS.mailPerAccount, res);
    await this.commands.execute(new SendVerificationMailCommand({ memberId: userId }));
    res.status(HttpStatus.ACCEPTED);
    return { message: IdentityMessages.verificationSent };
  }

  /** Resend by address; the answer is the same whether or not the address is registered. */
  @Get('send')
  @HttpCode(HttpStatus.OK)
  async resendToAddress(@Query() query: Record<string, unknown>, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ message: string }> {
    const { email } = parseWith(emailOnlySchema, { email: query.email });
    await this.limiter.enforce('verify-mail-address', req.ip ?? 'unknown', LIMITS.mailPerAddress, res);
    if ((await this.limiter.hit('verify-mail-account', email.toLowerCase(), LIMITS.mailPerAccount)).allowed) {
      await this.commands.execute(new SendVerificationMailCommand({ email }));
    }
    return { message: IdentityMessages.verificationSent };
  }
}
