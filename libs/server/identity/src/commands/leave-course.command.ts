import { Command } from '@nestjs/cqrs';

/** A member takes a game's course off their list (spec §7 `GET /api/games/{id}/cancel`). */
export class LeaveCourseCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly gameId: number,
  ) {
    super();
  }
}
