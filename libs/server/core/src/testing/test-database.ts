import { MikroORM } from '@mikro-orm/postgresql';
import type { EntityClass } from '@mikro-orm/core';
import { recreateDatabase } from '../database/database-admin';
import { migrateDatabase } from '../database/migrate-database';
import { buildOrmConfig } from '../database/orm-config';

const BASE_URL = process.env.TEST_DATABASE_BASE_URL ?? 'postgresql://postgres@127.0.0.1:5432';

/**
 * Lets two checkouts on one machine (or a test run beside CI) keep apart: `TEST_DATABASE_PREFIX=mine_`
 * gives `mine_test_<project>`. The word `test` stays in every name: only such databases may be dropped.
 */
const PREFIX = process.env.TEST_DATABASE_PREFIX ? `${process.env.TEST_DATABASE_PREFIX}test_` : 'coaching_test_';

/** Each test project has its own database, so projects can run in parallel. */
export const testDatabaseUrl = (name: string) => `${BASE_URL}/${PREFIX}${name}`;

/**
 * Drops, recreates and migrates a test database (jest globalSetup): the same history `cli.js migrate`
 * runs, found in the workspace's context packages.
 */
export async function prepareTestDatabase(name: string): Promise<string> {
  const url = testDatabaseUrl(name);
  await recreateDatabase(url);
  await migrateDatabase(url);
  return url;
}

/** An ORM on a prepared test database. */
export function createTestOrm(name: string, entities: EntityClass<unknown>[] = []): Promise<MikroORM> {
  return MikroORM.init(buildOrmConfig({ databaseUrl: testDatabaseUrl(name), entities, poolMax: 20 }));
}
