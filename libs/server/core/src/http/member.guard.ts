import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException, createParamDecorator } from '@nestjs/common';
import type { Request } from 'express';

/** Member endpoints answer 401 to anyone not signed in; every member query is scoped by this id. */
@Injectable()
export class MemberGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (!context.switchToHttp().getRequest<Request>().session?.userId) throw new UnauthorizedException();
    return true;
  }
}

/** The signed-in member's id, for handlers behind `MemberGuard`. */
export const MemberId = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const id = context.switchToHttp().getRequest<Request>().session?.userId;
  if (!id) throw new UnauthorizedException();
  return id;
});
