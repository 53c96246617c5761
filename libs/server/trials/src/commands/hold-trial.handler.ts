import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { fromTokyo } from '@coaching/contracts';
import { APP_CONFIG, type AppConfig, decideInTransaction, domainError, enqueueInOutbox, EventStore, newStream, sql, sqlTransaction } from '@coaching/server-core';
import { RecordMemberNameIfEmptyCommand } from '@coaching/server-identity/commands';
import { trialDecider, trialStream } from '../domain/trial.decider';
import { addMinutes, assertBookable, holdUntil, TRIAL_MINUTES } from '../domain/trial-rules';
import { TrialErrors } from '../domain/trials-errors';
import { TrialSlots } from '../queries/trial-slots';
import { HoldTrialCommand } from './hold-trial.command';
import { claimSeat } from './seat-claims';
import { assertApplicantEligible } from './trial-applicant';
import { expireHoldMessage } from './trial-messages';
import { runTrialCommand } from './trial-stream';
import { WaitlistOffers } from './waitlist-offers';

const isUniqueViolation = (error: unknown, constraint: string) => {
  const e = error as { code?: string; message?: string; constraint?: string } | null;
  return !!e && (e.code === '23505' || /unique/i.test(e.constructor?.name ?? '')) && `${e.constraint ?? ''} ${e.message ?? ''}`.includes(constraint);
};

/**
 * Holds a seat: eligibility (spec §6), the slot's rules, then in one transaction the seat row's unique claim,
 * the stream's `TrialRequested` + `TrialHeld` (inline projections write the read models), the delayed job that ends
 * the hold, and the names typed on the form filling the member's profile when it has none (identity's
 * `RecordMemberNameIfEmptyCommand`, issue 30). The member's own open hold is let go first: choosing another slot
 * replaces it.
 */
@CommandHandler(HoldTrialCommand)
export class HoldTrialHandler implements ICommandHandler<HoldTrialCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(TrialSlots) private readonly slots: TrialSlots,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(WaitlistOffers) private readonly offers: WaitlistOffers,
  ) {}

  async execute({ memberId, discordLogin, request, now }: HoldTrialCommand) {
    await assertApplicantEligible(this.queries, memberId, discordLogin);
    const startsAt = fromTokyo(request.start);
    assertBookable(startsAt, now);
    const endsAt = addMinutes(startsAt, TRIAL_MINUTES);
    const metadata = { actor: { type: 'member' as const, id: memberId } };

    const em = this.em.fork();
    const mine = await sql<{ trial_id: string; state: string }>(em, "select trial_id, state from trial_seats where member_id = ? and state in ('held', 'booked')", [memberId]);
    if (mine.some((s) => s.state === 'booked')) throw domainError(TrialErrors.ALREADY_RESERVED);
    for (const held of mine) {
      await runTrialCommand(this.em, this.store, held.trial_id, { type: 'ReleaseHold', data: { now: now.toISOString() } }, metadata, { alsoInTransaction: this.offers.afterAppend });
    }

    const candidates = await this.slots.candidates(em, request.game_id, startsAt);
    if (candidates.length === 0) throw domainError(TrialErrors.SLOT_FULL);
    const trialId = randomUUID();
    const heldUntil = holdUntil(now, this.config.TRIAL_HOLD_SECONDS);
    try {
      await sqlTransaction(this.em, async (tx) => {
        const coachId = await claimSeat(tx, this.queries, this.commands, { trialId, gameId: request.game_id, memberId, startsAt, endsAt, heldUntil }, candidates);
        if (!coachId) throw domainError(TrialErrors.SLOT_FULL);
        await decideInTransaction(
          tx,
          this.store,
          trialStream(trialId),
          trialDecider,
          {
            type: 'HoldTrial',
            data: {
              trialId,
              memberId,
              gameId: request.game_id,
              lastName: request.last_name,
              firstName: request.first_name,
              startsAt: startsAt.toISOString(),
              endsAt: endsAt.toISOString(),
              coachId,
              now: now.toISOString(),
              heldUntil: heldUntil.toISOString(),
            },
          },
          metadata,
          newStream(trialDecider),
        );
        await enqueueInOutbox(tx, expireHoldMessage(trialId, heldUntil));
        await this.commands.execute(new RecordMemberNameIfEmptyCommand(memberId, request.last_name, request.first_name, tx));
      });
    } catch (error) {
      if (isUniqueViolation(error, 'trial_seats_one_upcoming_per_member')) throw domainError(TrialErrors.ALREADY_RESERVED);
      throw error;
    }
    return { trialId, heldUntil, startsAt, endsAt };
  }
}
