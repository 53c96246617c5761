import { Command } from '@nestjs/cqrs';
import type { ChangePasswordRequest } from '@coaching/contracts';

/** A signed-in member changes their password, proving the current one. */
export class ChangePasswordCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly request: ChangePasswordRequest,
  ) {
    super();
  }
}
