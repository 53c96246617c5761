import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { sql, sqlTransaction } from '@coaching/server-core';
import { LinkCoachAccountCommand } from './link-coach-account.command';

/** One coach per account and one account per coach (`coaches.operator_id` is unique): the claim is one conditional update. */
@CommandHandler(LinkCoachAccountCommand)
export class LinkCoachAccountHandler implements ICommandHandler<LinkCoachAccountCommand> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ operatorId, coachId }: LinkCoachAccountCommand): Promise<boolean> {
    return sqlTransaction(this.em, async (tx) => {
      if (coachId) {
        const [coach] = await sql<{ operator_id: string | null }>(tx, 'select operator_id from coaches where id = ? for update', [coachId]);
        if (!coach || (coach.operator_id !== null && coach.operator_id !== operatorId)) return false;
      }
      await sql(tx, 'update coaches set operator_id = null where operator_id = ? and id is distinct from ?', [operatorId, coachId]);
      if (coachId) await sql(tx, 'update coaches set operator_id = ? where id = ?', [operatorId, coachId]);
      return true;
    });
  }
}
