import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { TRIAL_INTENT_DAYS, trialStartPath } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import { GetTrialReturnPathQuery } from './get-trial-return-path.query';

@QueryHandler(GetTrialReturnPathQuery)
export class GetTrialReturnPathHandler implements IQueryHandler<GetTrialReturnPathQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ memberId, extra }: GetTrialReturnPathQuery): Promise<string | null> {
    const [intent] = await sql<{ game_id: number }>(
      this.em.fork(),
      `select game_id from trial_intents where member_id = ? and recorded_at > now() - interval '${TRIAL_INTENT_DAYS} days'`,
      [memberId],
    );
    return intent ? `${trialStartPath(intent.game_id)}&${extra}` : null;
  }
}
