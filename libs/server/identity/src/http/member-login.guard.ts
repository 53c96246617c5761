import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { loginRequestSchema } from '@coaching/contracts';
import { parseWith } from '@coaching/server-core';
import type { Request } from 'express';
import { MEMBER_LOCAL } from './member-local.strategy';

/** Checks the body's shape first (422 with the spec's messages), then lets passport authenticate it. */
@Injectable()
export class MemberLoginGuard extends AuthGuard(MEMBER_LOCAL) {
  override canActivate(context: ExecutionContext) {
    parseWith(loginRequestSchema, context.switchToHttp().getRequest<Request>().body);
    return super.canActivate(context);
  }
}
