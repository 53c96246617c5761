import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { operatorLoginSchema } from '@coaching/contracts';
import { parseWith } from '@coaching/server-core';
import type { Request } from 'express';
import { OPERATOR_LOCAL } from './operator-local.strategy';

/** Checks the body's shape first (422 with messages), then lets passport authenticate it. */
@Injectable()
export class OperatorLoginGuard extends AuthGuard(OPERATOR_LOCAL) {
  override canActivate(context: ExecutionContext) {
    parseWith(operatorLoginSchema, context.switchToHttp().getRequest<Request>().body);
    return super.canActivate(context);
  }
}
