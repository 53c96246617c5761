import { type CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { GuardianMessages, Messages } from '@coaching/contracts';
import type { Request, Response } from 'express';
import { memberRefusal } from './member.guard';
import { MemberStanding } from './member-standing';

/**
 * The gate of every guardian endpoint (issue 31, ADR 0037), the member guard's twin: 401 when not signed in (or signed
 * in before the password was last set), 403 to an unverified address, and 403 to a student's account — a guardian's
 * endpoints answer guardian accounts only. The signed-in guardian's id is `MemberId` (one session shape for both kinds).
 */
@Injectable()
export class GuardianGuard implements CanActivate {
  constructor(private readonly standing: MemberStanding) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    http.getResponse<Response>().setHeader('Cache-Control', 'no-store');
    const userId = req.session?.userId;
    if (!userId) throw new UnauthorizedException();
    const standing = await this.standing.standingOf(userId);
    const refusal = memberRefusal(req.session, standing, { allowGuardian: true });
    if (refusal === 'signed-out') {
      await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
      throw new UnauthorizedException();
    }
    if (refusal === 'unverified') throw new ForbiddenException({ message: Messages.common.emailNotVerified });
    if (standing!.kind !== 'guardian') throw new ForbiddenException({ message: GuardianMessages.guardianOnly, code: 'GUARDIAN_ONLY' });
    return true;
  }
}
