import type { EntityManager } from '@mikro-orm/postgresql';
import type { OperatorRole } from '@coaching/contracts';
import { hashPassword, verifyPassword } from '@coaching/server-core';
import { Operator } from './operator.entity';

/** Case-insensitive exact match on the address (LIKE wildcards in it are taken literally). */
export const byEmail = (email: string) => ({ email: { $ilike: email.replace(/[\\%_]/g, (c) => `\\${c}`) } });

/**
 * Finds the operator and checks the password; a missing account costs the same time as a wrong password. A
 * deactivated account is refused even with the right password (`inactive`, for the audit log; the visitor is told
 * nothing more than for a wrong password).
 */
export async function authenticateOperator(em: EntityManager, email: string, password: string): Promise<Operator | null> {
  return (await checkOperatorPassword(em, email, password)).operator;
}

export async function checkOperatorPassword(em: EntityManager, email: string, password: string): Promise<{ operator: Operator | null; known: Operator | null; reason?: 'password' | 'inactive' }> {
  const known = await em.findOne(Operator, byEmail(email));
  const ok = await verifyPassword(known?.passwordHash ?? undefined, password);
  if (!ok) return { operator: null, known, reason: 'password' };
  if (!known!.active) return { operator: null, known, reason: 'inactive' };
  return { operator: known, known };
}

/** Creates the operator, or updates its name, role and password: used by demo data and by ops scripts. */
export async function upsertOperator(em: EntityManager, input: { email: string; name: string; role: OperatorRole; password: string }): Promise<Operator> {
  const existing = await em.findOne(Operator, byEmail(input.email));
  const passwordHash = await hashPassword(input.password);
  const operator = existing ?? em.create(Operator, { email: input.email, name: input.name, role: input.role, passwordHash });
  Object.assign(operator, { name: input.name, role: input.role, passwordHash, active: true, deactivatedAt: null });
  await em.flush();
  return operator;
}
