import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CampReceipt } from '@coaching/contracts';
import { APP_CONFIG, type AppConfig, domainError } from '@coaching/server-core';
import { isCampReceiptSignature } from '../domain/camp-receipt-link';
import { CampErrors } from '../domain/camp-errors';
import { campReceipt } from './camp-receipt';
import { GetCampReceiptQuery } from './get-camp-receipt.query';

@QueryHandler(GetCampReceiptQuery)
export class GetCampReceiptHandler implements IQueryHandler<GetCampReceiptQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ applicationId, signature }: GetCampReceiptQuery): Promise<CampReceipt> {
    // The same answer for a forged link and an unpaid application: a link never tells whether an id exists.
    if (!isCampReceiptSignature(this.config.SESSION_SECRET, applicationId, signature)) throw domainError(CampErrors.RECEIPT_NOT_FOUND);
    const receipt = await campReceipt(this.em.fork(), applicationId);
    if (!receipt) throw domainError(CampErrors.RECEIPT_NOT_FOUND);
    return receipt;
  }
}
