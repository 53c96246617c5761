import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { User } from '../entities/user.entity';
import { GetTrialApplicantQuery, type TrialApplicant } from './get-trial-applicant.query';

/** The member as the free trial sees them; whether a plan was paid for is billing's to add (the trials context asks it). */
@QueryHandler(GetTrialApplicantQuery)
export class GetTrialApplicantHandler implements IQueryHandler<GetTrialApplicantQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
  ) {}

  async execute({ memberId }: GetTrialApplicantQuery): Promise<TrialApplicant | null> {
    const user = await this.em.fork().findOne(User, { id: memberId });
    if (!user) return null;
    return {
      memberId,
      trialCount: user.trialCount,
      markedPaid: user.status === 'paid',
      discordLinked: user.isDiscordLogin,
      lastName: user.lastName,
      firstName: user.firstName,
    };
  }
}
