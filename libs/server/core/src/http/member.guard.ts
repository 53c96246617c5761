import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, SetMetadata, UnauthorizedException, createParamDecorator } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GuardianMessages, Messages, suspendedMessage } from '@coaching/contracts';
import type { Request, Response } from 'express';
import type { SessionData } from 'express-session';
import { MemberStanding, type Standing } from './member-standing';

const ALLOW_UNVERIFIED = 'coaching:allow-unverified';
const REFUSE_SUSPENDED = 'coaching:refuse-suspended';
const ALLOW_GUARDIAN = 'coaching:allow-guardian';

/**
 * Opts an endpoint in for guardian accounts (issue 31, ADR 0037): what any account needs whatever its kind (`GET /api/me`,
 * resending the verification mail, changing the password). Every other member endpoint refuses a guardian with 403.
 */
export const AllowGuardian = () => SetMetadata(ALLOW_GUARDIAN, true);

/**
 * Marks an endpoint a suspended member may not use (spec §4 terms: suspension or restriction by the provider):
 * booking and buying. The guard answers 403 with the reason support gave. The suspension is identity's (its
 * `member-<id>` stream); every context checks it here, through core's `MemberStanding`. ADR 0015.
 */
export const RefuseSuspended = () => SetMetadata(REFUSE_SUSPENDED, true);

/**
 * Opts an endpoint (or a controller) out of the verified-address rule: only what a member needs before
 * proving the address (spec §6: me, resending the link; and the profile, where a mistyped address is fixed).
 */
export const AllowUnverified = () => SetMetadata(ALLOW_UNVERIFIED, true);

/**
 * The one gate of every member endpoint:
 * - 401 to anyone not signed in, and to a session signed in before the member's password was last set
 *   (a change or reset ends every other session; the session is destroyed here too);
 * - 403 to a member who has not verified their address, unless the endpoint says `@AllowUnverified()`;
 * - 403 to a suspended member on an endpoint that says `@RefuseSuspended()` (booking, buying), with the reason;
 * - member answers are personal: `Cache-Control: no-store`.
 * Every member query is scoped by the session's member id.
 */
@Injectable()
export class MemberGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly standing: MemberStanding,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    res.setHeader('Cache-Control', 'no-store');
    const userId = req.session?.userId;
    if (!userId) throw new UnauthorizedException();
    const standing = await this.standing.standingOf(userId);
    const refusal = memberRefusal(req.session, standing, {
      allowUnverified: this.reflector.getAllAndOverride<boolean>(ALLOW_UNVERIFIED, [context.getHandler(), context.getClass()]),
      refuseSuspended: this.reflector.getAllAndOverride<boolean>(REFUSE_SUSPENDED, [context.getHandler(), context.getClass()]),
      allowGuardian: this.reflector.getAllAndOverride<boolean>(ALLOW_GUARDIAN, [context.getHandler(), context.getClass()]),
    });
    if (refusal === 'signed-out') {
      await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
      throw new UnauthorizedException();
    }
    if (refusal === 'unverified') throw new ForbiddenException({ message: Messages.common.emailNotVerified });
    if (refusal === 'guardian') throw new ForbiddenException({ message: GuardianMessages.memberOnly, code: 'MEMBER_ONLY' });
    if (refusal === 'suspended') throw new ForbiddenException({ message: suspendedMessage(standing!.suspension!.reason), code: 'MEMBER_SUSPENDED' });
    return true;
  }
}

/** What an endpoint says of its members: see `AllowUnverified` and `RefuseSuspended`. */
export interface MemberEndpointRules {
  allowUnverified?: boolean;
  refuseSuspended?: boolean;
  /** A guardian account may use it too (`AllowGuardian`). */
  allowGuardian?: boolean;
}

/**
 * The guard's rule for a signed-in session, apart from how it answers: `signed-out` when the member is gone or
 * the session predates the password, `unverified` or `suspended` where the endpoint refuses them, null when the
 * member may go on. The fast path's member reads (apps/api fast-path/member-reads.ts) ask the same rule.
 */
export function memberRefusal(
  session: Partial<Pick<SessionData, 'signedInAt' | 'createdAt'>>,
  standing: Standing | null,
  rules: MemberEndpointRules,
): 'signed-out' | 'unverified' | 'suspended' | 'guardian' | null {
  if (!standing || signedInBefore(session, standing.passwordChangedAt)) return 'signed-out';
  if (standing.kind === 'guardian' && !rules.allowGuardian) return 'guardian';
  if (!standing.verified && !rules.allowUnverified) return 'unverified';
  if (rules.refuseSuspended && standing.suspension) return 'suspended';
  return null;
}

/** A session signed in before the password was last set belongs to whoever knew the old one. */
const signedInBefore = (session: Partial<Pick<SessionData, 'signedInAt' | 'createdAt'>>, passwordChangedAt: Date | null): boolean => {
  const signedInAt = session.signedInAt ?? session.createdAt ?? 0;
  return passwordChangedAt !== null && signedInAt < passwordChangedAt.getTime();
};

/** The signed-in member's id, for handlers behind `MemberGuard`. */
export const MemberId = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const id = context.switchToHttp().getRequest<Request>().session?.userId;
  if (!id) throw new UnauthorizedException();
  return id;
});
