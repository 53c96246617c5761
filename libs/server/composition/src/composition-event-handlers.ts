import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '@coaching/server-core';
import { MemberHomeProjection } from './projections/member-home.projection';

/**
 * The composition module's projection (inline: the member's home), registered in every process that appends the
 * events it reads: the api, the worker (charges, reactions) and the demo seed. Their modules provide this one class.
 */
@Injectable()
export class CompositionEventHandlers implements OnModuleInit {
  constructor(@Inject(ProjectionRegistry) private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(new MemberHomeProjection());
  }
}
