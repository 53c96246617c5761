import type { QueryBus } from '@nestjs/cqrs';
import { GetMemberSubscriptionsQuery } from '@coaching/server-billing/queries';
import { domainError } from '@coaching/server-core';
import { GetTrialApplicantQuery, type TrialApplicant } from '@coaching/server-identity/queries';
import { assertEligible } from '../domain/trial-rules';
import { TrialErrors } from '../domain/trials-errors';

/**
 * Spec §6 for the member asking: identity's published applicant, and billing's subscriptions for whether a plan was
 * paid for (`status` 'paid' of `GET /api/me`: the account is marked paid, or any subscription started).
 * `discordLogin`: this session came through Discord.
 */
export async function assertApplicantEligible(queries: QueryBus, memberId: string, discordLogin: boolean): Promise<TrialApplicant> {
  const [applicant, subscriptions] = await Promise.all([
    queries.execute(new GetTrialApplicantQuery(memberId)),
    queries.execute(new GetMemberSubscriptionsQuery(memberId)),
  ]);
  if (!applicant) throw domainError(TrialErrors.TRIAL_NOT_FOUND);
  const paid = applicant.markedPaid || subscriptions.some((s) => s.startsAt !== null);
  assertEligible({ trialCount: applicant.trialCount, paid, discordLogin: discordLogin && applicant.discordLinked });
  return applicant;
}
