import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '@coaching/server-core';
import { AuditLogProjection } from './projections/audit-log.projection';

/**
 * The backoffice's projection (inline: the audit log, which reads every event an operator caused), registered in
 * every process that appends events: the api and the worker. Both modules provide this one class.
 */
@Injectable()
export class BackofficeEventHandlers implements OnModuleInit {
  constructor(@Inject(ProjectionRegistry) private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(new AuditLogProjection());
  }
}
