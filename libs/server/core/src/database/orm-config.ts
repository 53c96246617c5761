import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import type { EntityClass } from '@mikro-orm/core';
import { migrationsList } from './migrations';

export interface OrmConfigInput {
  databaseUrl: string;
  entities: EntityClass<unknown>[];
  poolMax?: number;
  debug?: boolean;
}

/** The one MikroORM configuration: explicit entities, explicit migrations, UTC timestamps. */
export function buildOrmConfig(input: OrmConfigInput): Options {
  return defineConfig({
    clientUrl: input.databaseUrl,
    entities: input.entities,
    discovery: { warnWhenNoEntities: false },
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, tableName: 'mikro_orm_migrations' },
    forceUtcTimezone: true,
    pool: { min: 0, max: input.poolMax ?? 10 },
    debug: input.debug ?? false,
    allowGlobalContext: false,
  });
}
