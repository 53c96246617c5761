import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ReactorRegistry } from '@coaching/server-core';
import { RecordGameWhenSubscriptionStartedReactor } from './reactors/record-game-when-subscription-started.reactor';

/**
 * Identity's reactors to other contexts' events (async: recording the game of a paid plan), registered in
 * every process that appends those events: the api and the worker. Both modules provide this one class.
 */
@Injectable()
export class IdentityEventHandlers implements OnModuleInit {
  constructor(@Inject(ReactorRegistry) private readonly reactors: ReactorRegistry) {}

  onModuleInit(): void {
    this.reactors.register(new RecordGameWhenSubscriptionStartedReactor());
  }
}
