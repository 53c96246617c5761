import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EventStore, HandlesJob, oncePerJob, QueueName, sendMail, type JobContext, type JobHandler } from '@coaching/server-core';
import { foldOrder } from '../commands/order-stream';
import { orderMailContext } from '../commands/order-mails';
import { REMIND_REFUND_APPROVAL_JOB, type RemindRefundApprovalPayload } from '../commands/refund-approval-reminder';
import { ListRefundDecidersQuery } from '../queries/list-refund-deciders.query';

/**
 * A day after a refund was left for an admin's approval (issue 32): mails each admin who may decide it (every
 * active admin but the one who asked), with a link to the request. Nothing when it was decided or withdrawn in
 * between, or when it is another request of the order (asked again after a rejection). Once per job (`oncePerJob`):
 * a retried job does not mail twice.
 */
@Injectable()
@HandlesJob(QueueName.Payments, REMIND_REFUND_APPROVAL_JOB)
export class RemindRefundApprovalJob implements JobHandler<RemindRefundApprovalPayload> {
  private readonly logger = new Logger('RemindRefundApproval');

  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async handle({ paymentId, requestedAt }: RemindRefundApprovalPayload, context: JobContext): Promise<void> {
    const { state } = await foldOrder(this.em.fork(), this.store, paymentId);
    const refund = state.refund;
    if (!refund || refund.status !== 'awaiting_approval' || refund.request.requestedAt !== requestedAt) return;
    const { request } = refund;
    const deciders = await this.queries.execute(new ListRefundDecidersQuery(request.requestedBy.id));
    if (deciders.length === 0) {
      this.logger.warn({ paymentId }, 'refund awaiting approval for a day, and no other admin to decide it');
      return;
    }
    await oncePerJob(this.em, REMIND_REFUND_APPROVAL_JOB, context.jobId, async (tx) => {
      const order = await orderMailContext(tx, paymentId);
      await sendMail(
        tx,
        ...deciders.map((admin) => ({
          template: 'refund-approval-reminder',
          to: admin.email,
          locals: {
            adminName: admin.name,
            title: order.title,
            requestedBy: request.requestedBy.name,
            requestedAt: request.requestedAt,
            amount: request.amount,
            calculated: request.calculated,
            adjustmentReason: request.adjustmentReason,
            refundPath: `/admin/#/refunds/${paymentId}/show`,
          },
          correlationId: paymentId,
        })),
      );
    });
    this.logger.log({ paymentId, admins: deciders.length }, 'refund approval reminder mailed');
  }
}
