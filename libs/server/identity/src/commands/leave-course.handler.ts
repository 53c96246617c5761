import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { domainError, EventStore, sql } from '@coaching/server-core';
import { IdentityErrors } from '../domain/identity-errors';
import { GetPaidGameIdsQuery } from '../queries/get-paid-game-ids.query';
import { recordAccountChange } from './account-changes';
import { LeaveCourseCommand } from './leave-course.command';

/**
 * The game leaves the member's course list. A game whose plan the member is paying for stays (its lessons
 * and community link depend on it). When the selected course leaves, the first remaining one is selected.
 */
@CommandHandler(LeaveCourseCommand)
export class LeaveCourseHandler implements ICommandHandler<LeaveCourseCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly store: EventStore,
  ) {}

  async execute({ userId, gameId }: LeaveCourseCommand): Promise<void> {
    // Billing answers identity's question (GetPaidGameIdsQuery): identity depends on no context above it.
    if ((await this.queries.execute(new GetPaidGameIdsQuery(userId))).includes(gameId)) throw domainError(IdentityErrors.COURSE_HELD);
    await this.em.fork().transactional(async (tx) => {
      await sql(tx, 'select id from users where id = ? for update', [userId]);
      const removed = await sql<{ is_selected: boolean }>(tx, 'delete from game_users where user_id = ? and game_id = ? returning is_selected', [userId, gameId]);
      if (removed.length === 0) throw domainError(IdentityErrors.COURSE_NOT_FOUND);
      if (removed[0].is_selected) {
        await sql(tx, 'update game_users set is_selected = true where user_id = ? and game_id = (select min(game_id) from game_users where user_id = ?)', [userId, userId]);
      }
      await recordAccountChange(this.store, tx, userId, 'courses');
    });
  }
}
