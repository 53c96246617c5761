import { Command } from '@nestjs/cqrs';

/** A member selects a game's course (spec §2 course list; §7 `GET /api/games/{id}/join`). */
export class JoinCourseCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly gameId: number,
  ) {
    super();
  }
}
