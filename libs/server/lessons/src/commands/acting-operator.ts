import type { EntityManager } from '@mikro-orm/postgresql';
import type { OperatorRole } from '@coaching/contracts';
import { domainError, sql } from '@coaching/server-core';
import { LessonErrors } from '../domain/lessons-errors';

/** Who in the back office asks: staff (admin, support) act on every lesson; a coach only on their own. */
export interface ActingOperator {
  id: string;
  name: string;
  role: OperatorRole;
}

/** The coach id a coach operator acts as, null for staff. A coach account with no coach record acts on nothing. */
export async function coachScopeOf(em: EntityManager, operator: ActingOperator): Promise<string | null> {
  if (operator.role !== 'coach') return null;
  const [coach] = await sql<{ id: string }>(em, 'select id from coaches where operator_id = ?', [operator.id]);
  if (!coach) throw domainError(LessonErrors.COACH_NOT_FOUND);
  return coach.id;
}
