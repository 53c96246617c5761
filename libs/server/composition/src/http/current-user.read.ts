import { Inject, Injectable } from '@nestjs/common';
import type { CurrentUser } from '@coaching/contracts';
import type { MemberRead, Standing } from '@coaching/server-core';
import type { SessionData } from 'express-session';
import { CurrentUsers } from '../queries/current-users';
import { standingFrom } from '../queries/home-member-standing';
import { MemberHomes } from '../queries/member-homes';

/**
 * `GET /api/me` (spec §7): asked on every page a member opens, so the api's fast path answers it when the session is
 * plain (apps/api fast-path/member-reads.ts), and `MemberHomeController.me` through the same `answer` otherwise.
 * An unverified member may ask it (spec §6), as the controller's `@AllowUnverified()` says.
 */
@Injectable()
export class CurrentUserRead implements MemberRead {
  readonly path = '/api/me';
  readonly allowUnverified = true;
  /** Every account asks it, a guardian's too (the web app routes a guardian to the guardian area by `account_kind`). */
  readonly allowGuardian = true;

  constructor(
    @Inject(CurrentUsers) private readonly currentUsers: CurrentUsers,
    @Inject(MemberHomes) private readonly homes: MemberHomes,
  ) {}

  async answer(memberId: string, session: Partial<Pick<SessionData, 'signedInVia'>>): Promise<{ data: CurrentUser }> {
    return { data: await this.currentUsers.answer(memberId, session.signedInVia) };
  }

  /** The standing and the answer from one read of the member's home (the fast path's). */
  async withStanding(memberId: string, session: Partial<Pick<SessionData, 'signedInVia'>>): Promise<{ standing: Standing | null; answer: () => Promise<{ data: CurrentUser }> }> {
    const facts = await this.homes.factsOf(memberId);
    if (!facts) return { standing: null, answer: () => this.answer(memberId, session) };
    return { standing: standingFrom(facts), answer: async () => ({ data: await this.currentUsers.fromFacts(facts, session.signedInVia) }) };
  }
}
