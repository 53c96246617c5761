import { Command } from '@nestjs/cqrs';
import type { AdminItem, ItemInput } from '@coaching/contracts';

/** An operator adds an add-on item to a game. Refused when the game is missing or already has the code. */
export class CreateItemCommand extends Command<AdminItem> {
  constructor(
    readonly input: ItemInput,
    readonly operatorId: string,
  ) {
    super();
  }
}
