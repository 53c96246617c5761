import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ReactorRegistry } from '@coaching/server-core';
import { NotifyMemberWhenChargeSettledReactor } from './reactors/notify-member-when-charge-settled.reactor';
import { NotifyMemberWhenLessonChangedReactor } from './reactors/notify-member-when-lesson-changed.reactor';

/**
 * Content's reactors to other contexts' events (async: the member's notifications), registered in every
 * process that appends those events: the api (`NewsModule`) and the worker (`ContentJobsModule`).
 */
@Injectable()
export class ContentEventHandlers implements OnModuleInit {
  constructor(
    @Inject(ReactorRegistry) private readonly reactors: ReactorRegistry,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  onModuleInit(): void {
    this.reactors.register(new NotifyMemberWhenChargeSettledReactor());
    this.reactors.register(new NotifyMemberWhenLessonChangedReactor(this.queries));
  }
}
