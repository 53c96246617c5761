import { domainError } from '@coaching/server-core';
import { z } from 'zod';
import { TrialErrors } from '../domain/trials-errors';

const uuid = z.uuid();

/** A trial id from the path; anything that is not one is a trial we do not have (404), never a 500. */
export function trialIdParam(id: string): string {
  if (!uuid.safeParse(id).success) throw domainError(TrialErrors.TRIAL_NOT_FOUND);
  return id;
}
