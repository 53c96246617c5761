import type { SessionData } from 'express-session';
import type { MemberEndpointRules } from './member.guard';

/**
 * A member GET that the api may answer ahead of Express (its fast path's member reads), as its route would: the
 * exact path, the member guard's rules for it, and the answer for the signed-in member. The context that owns the
 * route defines it, and its controller answers through the same `answer`, so the two cannot drift apart.
 */
export interface MemberRead extends MemberEndpointRules {
  path: string;
  answer(memberId: string, session: Partial<Pick<SessionData, 'signedInVia'>>): Promise<unknown>;
}
