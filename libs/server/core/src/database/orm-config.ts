import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import type { EntityClass, MigrationObject } from '@mikro-orm/core';

/** MikroORM's record of applied migrations. */
export const MIGRATIONS_TABLE = 'mikro_orm_migrations';

export interface OrmConfigInput {
  databaseUrl: string;
  entities: EntityClass<unknown>[];
  poolMax?: number;
  debug?: boolean;
  /** The merged history, for `migrateDatabase`; serving processes need none. */
  migrations?: MigrationObject[];
}

/** The one MikroORM configuration: explicit entities, explicit migrations, UTC timestamps. */
export function buildOrmConfig(input: OrmConfigInput): Options {
  return defineConfig({
    clientUrl: input.databaseUrl,
    entities: input.entities,
    discovery: { warnWhenNoEntities: false },
    extensions: [Migrator],
    migrations: { migrationsList: input.migrations ?? [], transactional: true, allOrNothing: true, tableName: MIGRATIONS_TABLE },
    forceUtcTimezone: true,
    pool: { min: 0, max: input.poolMax ?? 10 },
    debug: input.debug ?? false,
    allowGlobalContext: false,
  });
}
