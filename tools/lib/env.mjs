// Ports, databases and prefixes of the two ways to run the product: `npm start` (dev) and the test stack.
export const DEV = {
  name: 'dev',
  apiPort: 3000,
  sandboxPort: 3100,
  smtpPort: 2525,
  databaseUrl: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/coaching',
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0',
  queuePrefix: 'coaching',
};

// E2E_PORT_OFFSET and TEST_DATABASE_PREFIX let two checkouts on one machine run their journeys side by side.
const E2E_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const E2E_DATABASE = `${process.env.TEST_DATABASE_PREFIX ? `${process.env.TEST_DATABASE_PREFIX}test_` : 'coaching_test_'}e2e`;

export const E2E = {
  name: 'e2e',
  apiPort: 3200 + E2E_OFFSET,
  sandboxPort: 3300 + E2E_OFFSET,
  smtpPort: 2625 + E2E_OFFSET,
  databaseUrl: `postgresql://postgres@127.0.0.1:5432/${E2E_DATABASE}`,
  redisUrl: 'redis://127.0.0.1:6379/0',
  queuePrefix: `coaching-e2e-${process.pid}`,
};

// BENCH_PORT_OFFSET and TEST_DATABASE_PREFIX do the same for a bench run beside another checkout's (or a helper's tests):
// the bench's ports move by the offset, its database and queue prefix take the prefix (they keep `bench` in their names).
const BENCH_OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const BENCH_PREFIX = process.env.TEST_DATABASE_PREFIX ?? '';

export const BENCH = {
  name: 'bench',
  apiPort: 3400 + BENCH_OFFSET,
  sandboxPort: 3410 + BENCH_OFFSET,
  smtpPort: 2725 + BENCH_OFFSET,
  databaseUrl: `postgresql://postgres@127.0.0.1:5432/${BENCH_PREFIX}coaching_bench`,
  redisUrl: 'redis://127.0.0.1:6379/0',
  queuePrefix: `${BENCH_PREFIX}coaching-bench`,
};

/** A port of the bench's other stacks (mixed load), moved by BENCH_PORT_OFFSET as the bench's own are. */
export const benchPort = (port) => port + BENCH_OFFSET;
/** A database or queue name of the bench's other stacks, with TEST_DATABASE_PREFIX in front. */
export const benchName = (name) => `${BENCH_PREFIX}${name}`;

/** Environment of api and worker for a stack. */
export function serverEnv(stack, extra = {}) {
  return {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV === 'production' ? 'production' : 'development',
    PORT: String(stack.apiPort),
    APP_URL: `http://localhost:${stack.apiPort}`,
    DATABASE_URL: stack.databaseUrl,
    REDIS_URL: stack.redisUrl,
    QUEUE_PREFIX: stack.queuePrefix,
    SMTP_URL: `smtp://127.0.0.1:${stack.smtpPort}`,
    SANDBOX_PORT: String(stack.sandboxPort),
    SANDBOX_SMTP_PORT: String(stack.smtpPort),
    DISCORD_BASE_URL: `http://localhost:${stack.sandboxPort}/discord`,
    CARD_PROVIDER_API_URL: `http://localhost:${stack.sandboxPort}/payments/payment`,
    CARD_PROVIDER_SCRIPT_URL: `http://localhost:${stack.sandboxPort}/payments/ext/js/token.js`,
    POSTAL_CODE_API_URL: `http://localhost:${stack.sandboxPort}/zipcloud/api/search`,
    ...extra,
  };
}
