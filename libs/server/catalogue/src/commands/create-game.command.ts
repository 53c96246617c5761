import { Command } from '@nestjs/cqrs';
import type { AdminGame, GameCreate } from '@coaching/contracts';

/** An operator adds a game under a fixed id. Refused when the id is taken. */
export class CreateGameCommand extends Command<AdminGame> {
  constructor(
    readonly input: GameCreate,
    readonly operatorId: string,
  ) {
    super();
  }
}
