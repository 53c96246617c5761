import { Inject, Injectable } from '@nestjs/common';
import type { CurrentUser } from '@coaching/contracts';
import type { MemberRead } from '@coaching/server-core';
import type { SessionData } from 'express-session';
import { CurrentUsers } from '../queries/current-users';

/**
 * `GET /api/me` (spec §7): asked on every page a member opens, so the api's fast path answers it when the session is
 * plain (apps/api fast-path/member-reads.ts), and `MemberHomeController.me` through the same `answer` otherwise.
 * An unverified member may ask it (spec §6), as the controller's `@AllowUnverified()` says.
 */
@Injectable()
export class CurrentUserRead implements MemberRead {
  readonly path = '/api/me';
  readonly allowUnverified = true;

  constructor(@Inject(CurrentUsers) private readonly currentUsers: CurrentUsers) {}

  async answer(memberId: string, session: Partial<Pick<SessionData, 'signedInVia'>>): Promise<{ data: CurrentUser }> {
    return { data: await this.currentUsers.answer(memberId, session.signedInVia) };
  }
}
