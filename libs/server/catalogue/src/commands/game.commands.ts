import { Command } from '@nestjs/cqrs';
import type { AdminGame, GameCreate, GameUpdate } from '@coaching/contracts';

/** An operator adds a game under a fixed id. Refused when the id is taken. */
export class CreateGameCommand extends Command<AdminGame> {
  constructor(readonly input: GameCreate) {
    super();
  }
}

/** An operator edits a game (its id never changes). */
export class UpdateGameCommand extends Command<AdminGame> {
  constructor(
    readonly id: number,
    readonly input: GameUpdate,
  ) {
    super();
  }
}
