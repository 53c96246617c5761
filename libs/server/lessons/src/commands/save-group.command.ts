import { Command } from '@nestjs/cqrs';
import type { GroupInput } from '@coaching/contracts';

/** Support creates a group of a group plan (`id` null) or changes one: its details, coach and members. */
export class SaveGroupCommand extends Command<{ id: string }> {
  constructor(
    readonly id: string | null,
    readonly group: GroupInput,
    readonly operatorId: string,
  ) {
    super();
  }
}
