import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, SetMetadata, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type OperatorRole, STAFF_ROLES } from '@coaching/contracts';
import type { Request } from 'express';

const ROLES = 'coaching:operator-roles';

/** Restricts an admin endpoint to some roles (default: the staff, admin and support; a coach only where named). */
export const OperatorRoles = (...roles: OperatorRole[]) => SetMetadata(ROLES, roles);

/**
 * The back office is closed to anyone who is not a signed-in operator (401), or lacks the role (403). Coaches
 * are refused every endpoint that does not name them, so a new screen is closed to them until it scopes its data.
 */
@Injectable()
export class OperatorGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    const operator = request.session?.operator;
    if (!operator) throw new UnauthorizedException();
    const roles = this.reflector.getAllAndOverride<OperatorRole[] | undefined>(ROLES, [context.getHandler(), context.getClass()]);
    const allowed: readonly OperatorRole[] = roles?.length ? roles : STAFF_ROLES;
    if (!allowed.includes(operator.role)) throw new ForbiddenException();
    return true;
  }
}
