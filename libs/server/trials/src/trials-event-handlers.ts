import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { EventStore, ProjectionRegistry, ReactorRegistry } from '@coaching/server-core';
import { TrialSeatsProjection } from './projections/trial-seats.projection';
import { TrialsProjection } from './projections/trials.projection';
import { TrialSlots } from './queries/trial-slots';
import { WaitlistOffers } from './commands/waitlist-offers';
import { ConvertTrialWhenSubscriptionStartedReactor } from './reactors/convert-trial-when-subscription-started.reactor';
import { RefreshAvailabilityWhenSeatsChangedReactor } from './reactors/refresh-availability-when-seats-changed.reactor';
import { RefreshScheduleWhenCoachHoursChangedReactor } from './reactors/refresh-schedule-when-coach-hours-changed.reactor';
import { ReturnTrialWhenTrialCancelledBySchoolReactor } from './reactors/return-trial-when-trial-cancelled-by-school.reactor';
import { UseTrialWhenTrialBookedReactor } from './reactors/use-trial-when-trial-booked.reactor';
import { CancelTrialsWhenMemberWithdrewReactor } from './reactors/cancel-trials-when-member-withdrew.reactor';

/**
 * The trials context's projections (inline: trials, trial seats) and reactors (async: the schedule's read
 * model after seats change, and after a coach's hours or days off change; conversion when a plan starts; the member's trial count, kept by identity, when a trial
 * is booked or called off by the school), registered in every process that appends trial
 * or subscription events: the api and the worker. Both modules provide this one class.
 */
@Injectable()
export class TrialsEventHandlers implements OnModuleInit {
  constructor(
    @Inject(ProjectionRegistry) private readonly projections: ProjectionRegistry,
    @Inject(ReactorRegistry) private readonly reactors: ReactorRegistry,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(TrialSlots) private readonly slots: TrialSlots,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(WaitlistOffers) private readonly offers: WaitlistOffers,
  ) {}

  onModuleInit(): void {
    this.projections.register(new TrialsProjection());
    this.projections.register(new TrialSeatsProjection());
    this.reactors.register(new RefreshAvailabilityWhenSeatsChangedReactor(this.slots));
    this.reactors.register(new RefreshScheduleWhenCoachHoursChangedReactor(this.slots, this.queries));
    this.reactors.register(new ConvertTrialWhenSubscriptionStartedReactor(this.store));
    this.reactors.register(new UseTrialWhenTrialBookedReactor(this.commands));
    this.reactors.register(new ReturnTrialWhenTrialCancelledBySchoolReactor(this.commands));
    // A member's withdrawal calls off their trials ahead; the seats go to the waitlist as on any cancellation (ADR 0042).
    this.reactors.register(new CancelTrialsWhenMemberWithdrewReactor(this.store, this.offers));
  }
}
