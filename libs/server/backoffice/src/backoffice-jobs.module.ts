import { Module } from '@nestjs/common';
import { BackofficeEventHandlers } from './backoffice-event-handlers';

/** The worker's side of the backoffice: the audit log's projection, for events the worker appends. */
@Module({ providers: [BackofficeEventHandlers] })
export class BackofficeJobsModule {}
