import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Global, Module } from '@nestjs/common';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ConfigModule } from '../config/config.module';
import { EventStore } from '../event-store/event-store';
import { ProjectionRegistry } from '../event-store/projection';
import { EventSubscriptionsCheck } from '../event-store/event-subscriptions-check';
import { MemberStreamsProjection } from '../event-store/member-streams.projection';
import { ReactorRegistry } from '../reactors/reactor';
import { ReadCaches } from '../cache/read-caches';
import { buildOrmConfig } from './orm-config';

/**
 * MikroORM on PostgreSQL, with the entities each context registers through `MikroOrmModule.forFeature`,
 * the event store with its projection and reactor registries, and the read caches (`ReadCaches`).
 */
/** Registers core's own projections in a registry. */
export function withCoreProjections(registry: ProjectionRegistry): ProjectionRegistry {
  registry.register(new MemberStreamsProjection());
  return registry;
}

@Global()
@Module({
  imports: [
    ConfigModule,
    MikroOrmModule.forRootAsync({
      imports: [ConfigModule],
      inject: [APP_CONFIG],
      driver: PostgreSqlDriver,
      useFactory: (config: AppConfig) => ({
        ...buildOrmConfig({ databaseUrl: config.DATABASE_URL, entities: [], poolMax: config.DATABASE_POOL_MAX }),
        autoLoadEntities: true,
        registerRequestContext: true,
      }),
    }),
  ],
  providers: [
    // Core's own read model, kept for every event whatever contexts the process loads: the member index.
    { provide: ProjectionRegistry, useFactory: () => withCoreProjections(new ProjectionRegistry()) },
    ReactorRegistry,
    ReadCaches,
    EventSubscriptionsCheck,
    { provide: EventStore, inject: [ProjectionRegistry, ReactorRegistry], useFactory: (p: ProjectionRegistry, r: ReactorRegistry) => new EventStore(p, r) },
  ],
  exports: [ProjectionRegistry, ReactorRegistry, EventStore, ReadCaches],
})
export class DatabaseModule {}
