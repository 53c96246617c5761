import type { EntityManager } from '@mikro-orm/postgresql';
import { domainError, type EventMetadata, EventStore, runDecider, sql } from '@coaching/server-core';
import { type TrialCommand, trialDecider, trialStream } from '../domain/trial.decider';
import { TrialErrors } from '../domain/trials-errors';
import type { RunOptions } from '@coaching/server-core';

/** The trial's owner and slot from the read model, or a not-found refusal (also for another member's trial). */
export async function trialOf(em: EntityManager, trialId: string, memberId?: string) {
  const [row] = await sql<{ id: string; member_id: string; game_id: number; starts_at: Date; ends_at: Date; status: string; coach_id: string | null }>(
    em,
    'select id, member_id, game_id, starts_at, ends_at, status, coach_id from trials where id = ?',
    [trialId],
  );
  if (!row || (memberId !== undefined && row.member_id !== memberId)) throw domainError(TrialErrors.TRIAL_NOT_FOUND);
  return row;
}

/** Runs one command on a trial's stream (load, decide, append in one transaction, retried on conflict). */
export function runTrialCommand(em: EntityManager, store: EventStore, trialId: string, command: TrialCommand, metadata: EventMetadata, options?: RunOptions) {
  return runDecider(em, store, trialStream(trialId), trialDecider, command, metadata, options);
}
