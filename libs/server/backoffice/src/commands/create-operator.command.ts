import { Command } from '@nestjs/cqrs';
import type { OperatorCreate, OperatorIdentity } from '@coaching/contracts';

/** An admin opens an operator account: with a first password, or with an invitation mail (no password given). */
export class CreateOperatorCommand extends Command<string> {
  constructor(
    readonly input: OperatorCreate,
    readonly actor: OperatorIdentity,
  ) {
    super();
  }
}
