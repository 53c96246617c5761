import type { QueryBus } from '@nestjs/cqrs';
import { domainError } from '@coaching/server-core';
import { GetTrialApplicantQuery, type TrialApplicant } from '@coaching/server-identity/queries';
import { assertEligible } from '../domain/trial-rules';
import { TrialErrors } from '../domain/trials-errors';

/** Spec §6 for the member asking (identity's published applicant; `discordLogin`: this session came through Discord). */
export async function assertApplicantEligible(queries: QueryBus, memberId: string, discordLogin: boolean): Promise<TrialApplicant> {
  const applicant = await queries.execute(new GetTrialApplicantQuery(memberId));
  if (!applicant) throw domainError(TrialErrors.TRIAL_NOT_FOUND);
  assertEligible({ trialCount: applicant.trialCount, paid: applicant.paid, discordLogin: discordLogin && applicant.discordLinked });
  return applicant;
}
