import { Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { emailOnlySchema, IdentityMessages, messageAnswerSchema } from '@coaching/contracts';
import { ApiContract, AllowGuardian, AllowUnverified, MemberGuard, MemberId, parseWith, RateLimiter } from '@coaching/server-core';
import type { Request, Response } from 'express';
import { SendVerificationMailCommand } from '../commands/send-verification-mail.command';
import { VerifyEmailCommand } from '../commands/verify-email.command';
import { GetTrialReturnPathQuery } from '../queries/get-trial-return-path.query';
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

  /**
   * Opened from the mail: verifies, then lands with a toast either way. In the browser the member signed up in (this
   * session is theirs) there is nothing to sign in again: a member on a trial's way in goes back to it
   * (`/trials/start?game_id=…&verified=1`), another to `/mypage?verified=1`. Elsewhere, the login page
   * (`/login?verified=1`: 「…ログインして下さい」), whose sign-in then leads on (issue 30).
   */
  @ApiContract({ answerType: 'redirect' })
  @Get('verify/:publicId/:hash')
  async verify(
    @Param('publicId') publicId: string,
    @Param('hash') hash: string,
    @Query('expires') expires: unknown,
    @Query('signature') signature: unknown,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const { outcome, memberId } =
      typeof expires === 'string' && typeof signature === 'string'
        ? await this.commands.execute(new VerifyEmailCommand({ publicId, hash, expires, signature }))
        : { outcome: 'invalid' as const, memberId: null };
    if (outcome === 'invalid') return res.redirect(302, `/login?error=${encodeURIComponent(IdentityMessages.verificationLinkInvalid)}`);
    if (memberId && req.session.userId === memberId) {
      return res.redirect(302, (await this.queries.execute(new GetTrialReturnPathQuery(memberId, 'verified=1'))) ?? '/mypage?verified=1');
    }
    res.redirect(302, '/login?verified=1');
  }

  @ApiContract({ answer: messageAnswerSchema, alsoStatuses: [202] })
  @Post('verification-notification')
  @UseGuards(MemberGuard)
  @AllowUnverified()
  @AllowGuardian()
  async resendToMember(@MemberId() userId: string, @Res({ passthrough: true }) res: Response): Promise<{ message: string }> {
    if (await this.queries.execute(new GetEmailVerifiedQuery(userId))) return { message: ALREADY_VERIFIED };
    await this.limiter.enforce('verify-mail-account', userId, LIMITS.mailPerAccount, res);
    await this.commands.execute(new SendVerificationMailCommand({ memberId: userId }));
    res.status(HttpStatus.ACCEPTED);
    return { message: IdentityMessages.verificationSent };
  }

  /** Resend by address; the answer is the same whether or not the address is registered. */
  @ApiContract({ answer: messageAnswerSchema, query: emailOnlySchema })
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
