import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { GetGameSummariesQuery } from '@coaching/server-catalogue/queries';
import { domainError, EventStore, sql } from '@coaching/server-core';
import { IdentityErrors } from '../domain/identity-errors';
import { recordAccountChange } from './account-changes';
import { JoinCourseCommand } from './join-course.command';

/**
 * The game becomes the member's selected course; the others stay on the list unselected. A legacy or unknown
 * game is refused (the list shows only current games). The member's row is locked, so two tabs joining two
 * games at once end with exactly one selected.
 */
@CommandHandler(JoinCourseCommand)
export class JoinCourseHandler implements ICommandHandler<JoinCourseCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly store: EventStore,
  ) {}

  async execute({ userId, gameId }: JoinCourseCommand): Promise<void> {
    const [game] = await this.queries.execute(new GetGameSummariesQuery([gameId]));
    if (!game || game.isLegacy) throw domainError(IdentityErrors.COURSE_NOT_FOUND);
    await this.em.fork().transactional(async (tx) => {
      await sql(tx, 'select id from users where id = ? for update', [userId]);
      await sql(tx, 'insert into game_users (user_id, game_id, is_selected) values (?, ?, true) on conflict (user_id, game_id) do update set is_selected = true', [userId, gameId]);
      await sql(tx, 'update game_users set is_selected = false where user_id = ? and game_id <> ? and is_selected', [userId, gameId]);
      await recordAccountChange(this.store, tx, userId, 'courses');
    });
  }
}
