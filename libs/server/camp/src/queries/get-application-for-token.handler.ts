import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CampApplicationForToken, CampApplicationStatus } from '@coaching/contracts';
import { domainError, sql } from '@coaching/server-core';
import { hashCampToken } from '../commands/camp-token';
import { CampErrors } from '../domain/camp-errors';
import { campEventById, campPlanOf } from './camp-events';
import { GetApplicationForTokenQuery } from './get-application-for-token.query';

/** Statuses in which the token still opens the payment (a failed card payment or released seats give it back). */
const PAYABLE = new Set<CampApplicationStatus>(['applied', 'payment_failed', 'released']);

@QueryHandler(GetApplicationForTokenQuery)
export class GetApplicationForTokenHandler implements IQueryHandler<GetApplicationForTokenQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ token }: GetApplicationForTokenQuery): Promise<CampApplicationForToken> {
    const em = this.em.fork();
    const [row] = await sql<{ name: string; email: string; status: CampApplicationStatus; camp_event_id: number; token_expires_at: Date }>(
      em,
      'select name, email, status, camp_event_id, token_expires_at from camp_applications where token_hash = ?',
      [hashCampToken(token)],
    );
    if (!row) throw domainError(CampErrors.TOKEN_INVALID);
    if (row.status === 'payment_requested') throw domainError(CampErrors.PAYMENT_IN_PROGRESS);
    if (!PAYABLE.has(row.status)) throw domainError(CampErrors.TOKEN_USED);
    if (new Date() >= new Date(row.token_expires_at)) throw domainError(CampErrors.TOKEN_EXPIRED);
    const camp = await campEventById(em, row.camp_event_id);
    if (!camp) throw domainError(CampErrors.TOKEN_INVALID);
    return { name: row.name, email: row.email, status: row.status, plan: campPlanOf(camp) };
  }
}
