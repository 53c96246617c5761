import { Client } from 'pg';

/** Creates the database named in `databaseUrl` when it does not exist yet (connects to `postgres`). */
export async function ensureDatabaseExists(databaseUrl: string): Promise<boolean> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!/^[a-z0-9_]+$/i.test(name)) throw new Error(`Refusing unusual database name: ${name}`);
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return false;
    await client.query(`create database "${name}"`);
    return true;
  } finally {
    await client.end();
  }
}

/** Drops and recreates a database: only one whose name says it is a test's or a benchmark's (`…test…`, `…bench…`). */
export async function recreateDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!/^[a-z0-9_]*(test|bench)[a-z0-9_]*$/i.test(name)) throw new Error(`Only test and benchmark databases may be recreated: ${name}`);
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}
