import { Module } from '@nestjs/common';
import { CompositionEventHandlers } from './composition-event-handlers';

/** The worker's side of the composition module: the member-home projection, for the events the worker appends. */
@Module({
  providers: [CompositionEventHandlers],
})
export class CompositionJobsModule {}
