import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '@coaching/server-core';
import { CampApplicationsProjection } from './projections/camp-applications.projection';

/**
 * The camp's projection (inline: `camp-applications`, which also holds the seats), registered in every process
 * that appends the camp's events: the api (applications, payments, back office) and the worker (releasing
 * unpaid seats). Both modules provide this one class. The camp has no reactors.
 */
@Injectable()
export class CampEventHandlers implements OnModuleInit {
  constructor(@Inject(ProjectionRegistry) private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(new CampApplicationsProjection());
  }
}
