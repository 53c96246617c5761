import { MikroORM } from '@mikro-orm/postgresql';
import { buildOrmConfig, ensureDatabaseExists, loadConfig } from '@coaching/server-core';

/** Creates the database if missing and applies every pending migration. */
export async function migrate(databaseUrl = loadConfig().DATABASE_URL): Promise<string[]> {
  await ensureDatabaseExists(databaseUrl);
  const orm = await MikroORM.init({ ...buildOrmConfig({ databaseUrl, entities: [] }), logger: () => undefined });
  try {
    const applied = await orm.getMigrator().up();
    return applied.map((m) => m.name);
  } finally {
    await orm.close(true);
  }
}
