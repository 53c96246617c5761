import { Controller, Get, HttpCode, HttpStatus, Inject, Req, Res } from '@nestjs/common';
import { ApiContract, APP_CONFIG, type AppConfig, issueXsrfCookie } from '@coaching/server-core';
import type { Request, Response } from 'express';

/**
 * Sanctum's `GET /sanctum/csrf-cookie`: 204 and `XSRF-TOKEN` readable by script. A visitor's token is signed,
 * not stored: the session cookie comes with the first thing worth storing (sign-in, Discord's state).
 */
@Controller('sanctum')
export class CsrfCookieController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @ApiContract({ answerType: 'none', summary: 'XSRF-TOKEN クッキーを発行する（204）' })
  @Get('csrf-cookie')
  @HttpCode(HttpStatus.NO_CONTENT)
  issue(@Req() req: Request, @Res({ passthrough: true }) res: Response): void {
    issueXsrfCookie(req, res, this.config.isProduction, this.config.SESSION_SECRET);
  }
}
