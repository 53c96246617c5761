import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { fromTokyo } from '@coaching/contracts';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { domainError, sql } from '@coaching/server-core';
import { assertBookable } from '../domain/trial-rules';
import { TrialErrors } from '../domain/trials-errors';
import { TrialSlots } from '../queries/trial-slots';
import { JoinTrialWaitlistCommand } from './join-trial-waitlist.command';
import { assertApplicantEligible } from './trial-applicant';

/** Only for a slot the member could book but that is full now; joining twice changes nothing. */
@CommandHandler(JoinTrialWaitlistCommand)
export class JoinTrialWaitlistHandler implements ICommandHandler<JoinTrialWaitlistCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(TrialSlots) private readonly slots: TrialSlots,
  ) {}

  async execute({ memberId, discordLogin, request, now }: JoinTrialWaitlistCommand) {
    const applicant = await assertApplicantEligible(this.queries, memberId, discordLogin);
    const startsAt = fromTokyo(request.start);
    assertBookable(startsAt, now);
    const em = this.em.fork();
    const [slot] = await this.slots.coachesOf(em, request.game_id, startsAt, new Date(startsAt.getTime() + 60_000));
    // A slot nobody teaches is no slot; one with a free seat is booked, not waited for.
    if (!slot || slot.startsAt.getTime() !== startsAt.getTime()) throw domainError(TrialErrors.SLOT_FULL);
    if (slot.free.length > 0) throw domainError(TrialErrors.WAITLIST_NOT_FULL);
    // The name of the trial form (else the profile's): a seat freed for them is held under it.
    const names = [request.last_name ?? applicant.lastName ?? '', request.first_name ?? applicant.firstName ?? ''];
    const inserted = await sql(
      em,
      'insert into trial_waitlist (game_id, starts_at, member_id, last_name, first_name) values (?, ?, ?, ?, ?) on conflict do nothing returning member_id',
      [request.game_id, startsAt, memberId, ...names],
    );
    return { joined: inserted.length > 0 };
  }
}
