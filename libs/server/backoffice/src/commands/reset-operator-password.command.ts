import { Command } from '@nestjs/cqrs';
import type { OperatorIdentity } from '@coaching/contracts';

/** An admin resets an operator's password: to one they type, or (null) by mailing a fresh one-time link. */
export class ResetOperatorPasswordCommand extends Command<void> {
  constructor(
    readonly operatorId: string,
    readonly password: string | null,
    readonly actor: OperatorIdentity,
  ) {
    super();
  }
}
