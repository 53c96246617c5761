import { Module } from '@nestjs/common';
import { BackofficeEventHandlers } from './backoffice-event-handlers';
import { ListRefundDecidersHandler } from './queries/list-refund-deciders.handler';

/**
 * The worker's side of the backoffice: the audit log's projection, for events the worker appends; the admins who may
 * decide a refund, for billing's reminder (ADR 0039).
 */
@Module({ providers: [BackofficeEventHandlers, ListRefundDecidersHandler] })
export class BackofficeJobsModule {}
