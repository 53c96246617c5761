import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '@coaching/server-core';
import { RememberTrialContextCommand } from './remember-trial-context.command';
import { rememberTrialContext } from './trial-context';

/** A command, so the api's command bus settles the member's cached row before the sign-in answers (ADR 0019). */
@CommandHandler(RememberTrialContextCommand)
export class RememberTrialContextHandler implements ICommandHandler<RememberTrialContextCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  execute({ userId, gameId }: RememberTrialContextCommand): Promise<string | null> {
    return rememberTrialContext(this.em.fork(), userId, this.config.APP_URL, gameId);
  }
}
