import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { CommandBus, type ICommand } from '@nestjs/cqrs';
import { ReadCaches } from '@coaching/server-core';

/**
 * Read-your-writes for the api's read caches (ADR 0019): every command executed here returns only once this copy has
 * heard every change committed so far (`CacheInvalidations.settle`, one round trip on its LISTEN connection). The
 * caller's next request on this copy then reads what the command changed, never a cached copy of before, whichever
 * controller ran it and however it answers (JSON, a redirect). Changes made in the worker reach the caches by the same
 * notifications when they commit. So a change a member's next request may read is made through a command (the
 * trial context a sign-in remembers is one); the session, written by sign-in itself, is its own cache's business.
 *
 * Settling here rather than in a Nest interceptor keeps every other request, reads above all, off the interceptor
 * pipeline (rxjs and two async-context binds a request, about 5 % of `/api/me`'s CPU in the profile).
 */
@Injectable()
export class SettleAfterCommands implements OnApplicationBootstrap {
  constructor(
    private readonly modules: ModuleRef,
    private readonly caches: ReadCaches,
  ) {}

  onApplicationBootstrap(): void {
    // Each context module that imports CqrsModule has a command bus of its own: every one of them settles.
    for (const bus of new Set(this.modules.get(CommandBus, { strict: false, each: true }))) this.settleAfter(bus);
  }

  private settleAfter(commands: CommandBus): void {
    type Execute = (command: ICommand, context?: unknown) => Promise<unknown>;
    const execute = commands.execute.bind(commands) as Execute;
    const settled: Execute = async (command, context) => {
      try {
        return await execute(command, context);
      } finally {
        // A failed command may still have committed part of its work (a declined charge is recorded): settle either way.
        await this.caches.settle();
      }
    };
    commands.execute = settled as CommandBus['execute'];
  }
}
