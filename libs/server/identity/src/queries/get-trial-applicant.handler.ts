import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetMemberSubscriptionsQuery } from '@coaching/server-billing/queries';
import { User } from '../entities/user.entity';
import { GetTrialApplicantQuery, type TrialApplicant } from './get-trial-applicant.query';

/** `paid` as `GET /api/me` says it (current-user.ts): any subscription started. */
@QueryHandler(GetTrialApplicantQuery)
export class GetTrialApplicantHandler implements IQueryHandler<GetTrialApplicantQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ memberId }: GetTrialApplicantQuery): Promise<TrialApplicant | null> {
    const user = await this.em.fork().findOne(User, { id: memberId });
    if (!user) return null;
    const subscriptions = await this.queries.execute(new GetMemberSubscriptionsQuery(memberId));
    return {
      memberId,
      trialCount: user.trialCount,
      paid: user.status === 'paid' || subscriptions.some((s) => s.startsAt !== null),
      discordLinked: user.isDiscordLogin,
      lastName: user.lastName,
      firstName: user.firstName,
    };
  }
}
