import type { SessionData } from 'express-session';
import type { MemberEndpointRules } from './member.guard';
import type { Standing } from './member-standing';

/**
 * A member GET that the api may answer ahead of Express (its fast path's member reads), as its route would: the
 * exact path, the member guard's rules for it, and the answer for the signed-in member. The context that owns the
 * route defines it, and its controller answers through the same `answer`, so the two cannot drift apart.
 */
export interface MemberRead extends MemberEndpointRules {
  path: string;
  answer(memberId: string, session: Partial<Pick<SessionData, 'signedInVia'>>): Promise<unknown>;
  /**
   * When the answer is read from the same row as the member's standing (`GET /api/me`, from the member's home): both
   * from one read, so the fast path asks the database once. Without it, the standing is `MemberStanding`'s.
   */
  withStanding?(memberId: string, session: Partial<Pick<SessionData, 'signedInVia'>>): Promise<{ standing: Standing | null; answer: () => Promise<unknown> }>;
}
