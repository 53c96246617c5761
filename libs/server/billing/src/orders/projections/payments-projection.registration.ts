import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '@coaching/server-core';
import { PaymentsProjection } from './payments.projection';

/** Puts the payments projection in the app's registry: the api and the worker both append order events. */
@Injectable()
export class PaymentsProjectionRegistration implements OnModuleInit {
  constructor(@Inject(ProjectionRegistry) private readonly registry: ProjectionRegistry) {}

  onModuleInit(): void {
    this.registry.register(new PaymentsProjection());
  }
}
