import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig, EventStore } from '@coaching/server-core';
import { RememberTrialContextCommand } from './remember-trial-context.command';
import { rememberTrialContext } from './trial-context';

/** A command: the member's route and trial page change, recorded on their account (the member's home is rebuilt). */
@CommandHandler(RememberTrialContextCommand)
export class RememberTrialContextHandler implements ICommandHandler<RememberTrialContextCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  execute({ userId, gameId }: RememberTrialContextCommand): Promise<string | null> {
    return rememberTrialContext(this.em.fork(), this.store, userId, this.config.APP_URL, gameId);
  }
}
