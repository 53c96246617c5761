import { Controller, Get, HttpCode, HttpStatus, Inject, Req, Res } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, setXsrfCookie } from '@coaching/server-core';
import type { Request, Response } from 'express';

/** Sanctum's `GET /sanctum/csrf-cookie`: 204, the session cookie, and `XSRF-TOKEN` readable by script. */
@Controller('sanctum')
export class CsrfCookieController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get('csrf-cookie')
  @HttpCode(HttpStatus.NO_CONTENT)
  issue(@Req() req: Request, @Res({ passthrough: true }) res: Response): void {
    setXsrfCookie(req, res, this.config.isProduction);
  }
}
