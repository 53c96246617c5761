import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { REFUND_KIND_LABELS, SERVICE_START_BASIS_LABELS, type RefundQuoteAnswer } from '@coaching/contracts';
import { EventStore } from '@coaching/server-core';
import { refundQuote } from '../commands/refund-facts';
import { REFUND_ADJUSTMENT_APPROVAL_THRESHOLD } from '../domain/order-refund';
import { coolingOffUntil } from '../domain/refund-calculator';
import { getAdminRefund } from './admin-refunds';
import { GetRefundQuoteQuery } from './get-refund-quote.query';

@QueryHandler(GetRefundQuoteQuery)
export class GetRefundQuoteHandler implements IQueryHandler<GetRefundQuoteQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ paymentId, now }: GetRefundQuoteQuery): Promise<RefundQuoteAnswer> {
    const quote = await refundQuote(this.em.fork(), this.store, this.queries, paymentId, now);
    const { facts, calculation } = quote;
    return {
      payment_id: paymentId,
      kind: calculation.kind,
      kind_label: REFUND_KIND_LABELS[calculation.kind],
      lines: calculation.lines,
      calculated: calculation.refund,
      paid: facts.paid,
      method: quote.method,
      notice_at: facts.noticeAt.toISOString(),
      service_starts_at: facts.serviceStartsAt?.toISOString() ?? null,
      service_start_basis: quote.serviceStartBasis,
      service_start_label: SERVICE_START_BASIS_LABELS[quote.serviceStartBasis],
      cooling_off_until: coolingOffUntil(facts.noticeAt).toISOString(),
      lessons_taken: facts.lessonsTaken,
      contract_lessons: quote.contractLessons,
      per_lesson_amount: facts.perLessonAmount,
      approval_threshold: REFUND_ADJUSTMENT_APPROVAL_THRESHOLD,
      refund: await getAdminRefund(this.em.fork(), this.queries, paymentId),
    };
  }
}
