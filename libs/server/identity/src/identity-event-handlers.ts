import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '@coaching/server-core';
import { MemberSuspensionProjection } from './projections/member-suspension.projection';

/**
 * Identity's projection of its own events (inline: a member's suspension), registered in every process that appends
 * them: the api and the worker. Identity reacts to no other context: billing records a paid plan's game and trials
 * changes the trial count through identity's published commands (`RecordMemberGameCommand`, `AdjustTrialCountCommand`).
 * Both modules provide this one class.
 */
@Injectable()
export class IdentityEventHandlers implements OnModuleInit {
  constructor(@Inject(ProjectionRegistry) private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(new MemberSuspensionProjection());
  }
}
