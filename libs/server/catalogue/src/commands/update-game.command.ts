import { Command } from '@nestjs/cqrs';
import type { AdminGame, GameUpdate } from '@coaching/contracts';

/** An operator edits a game (its id never changes). */
export class UpdateGameCommand extends Command<AdminGame> {
  constructor(
    readonly id: number,
    readonly input: GameUpdate,
    readonly operatorId: string,
  ) {
    super();
  }
}
