import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry, ReactorRegistry } from '@coaching/server-core';
import { MemberSuspensionProjection } from './projections/member-suspension.projection';
import { RecordGameWhenSubscriptionStartedReactor } from './reactors/record-game-when-subscription-started.reactor';

/**
 * Identity's projection of its own events (inline: a member's suspension) and its reactor to billing's events (async: recording the game of a paid plan; the trials context
 * changes the member's trial count through identity's published `AdjustTrialCountCommand`), registered in
 * every process that appends those events: the api and the worker. Both modules provide this one class.
 */
@Injectable()
export class IdentityEventHandlers implements OnModuleInit {
  constructor(
    @Inject(ReactorRegistry) private readonly reactors: ReactorRegistry,
    @Inject(ProjectionRegistry) private readonly projections: ProjectionRegistry,
  ) {}

  onModuleInit(): void {
    this.projections.register(new MemberSuspensionProjection());
    this.reactors.register(new RecordGameWhenSubscriptionStartedReactor());
  }
}
