import { Inject, Injectable } from '@nestjs/common';
import { MemberStanding, type Standing } from '@coaching/server-core';
import type { MemberHomeFacts } from '../domain/member-home-facts';
import { MemberHomes } from './member-homes';

/**
 * Core's `MemberStanding` (what the member guard checks on every member request: verified, the password's age, a
 * suspension), read from the member's home: one statement, true in every api copy the moment a change commits, since
 * the member-home projection empties the home in the change's own transaction (ADR 0026).
 */
@Injectable()
export class HomeMemberStanding extends MemberStanding {
  constructor(@Inject(MemberHomes) private readonly homes: MemberHomes) {
    super();
  }

  async standingOf(memberId: string): Promise<Standing | null> {
    const facts = await this.homes.factsOf(memberId);
    return facts ? standingFrom(facts) : null;
  }
}

/** The guard's standing, from the member's home. */
export function standingFrom({ account: { isVerified, passwordChangedAt, suspension, kind } }: MemberHomeFacts): Standing {
  return {
    kind: kind ?? 'member',
    verified: isVerified,
    passwordChangedAt: passwordChangedAt === null ? null : new Date(passwordChangedAt),
    suspension: suspension === null ? null : { reason: suspension.reason, since: new Date(suspension.suspended_at) },
  };
}
