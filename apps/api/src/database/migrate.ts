import { ensureDatabaseExists, loadConfig, migrateDatabase, type MigrationReport } from '@coaching/server-core';

/** Creates the database if missing and applies every pending migration of core and every context. */
export async function migrate(databaseUrl = loadConfig().DATABASE_URL): Promise<MigrationReport> {
  await ensureDatabaseExists(databaseUrl);
  return migrateDatabase(databaseUrl);
}
