import { z } from 'zod';

/** Secrets that only exist so a fresh clone runs locally; production refuses to start with them. */
const LOCAL_SESSION_SECRET = 'local-development-session-secret-change-me';
const SANDBOX_DISCORD_SECRET = 'sandbox-discord-secret';
const SANDBOX_CARD_SHOP_PASS = 'sandbox-shop-pass';
const SANDBOX_CARD_SITE_PASS = 'sandbox-site-pass';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  APP_URL: z.url().default('http://localhost:3000'),
  PORT: z.coerce.number().int().positive().default(3000),
  DATABASE_URL: z.string().default('postgresql://postgres@127.0.0.1:5432/coaching'),
  DATABASE_POOL_MAX: z.coerce.number().int().positive().default(10),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379/0'),
  QUEUE_PREFIX: z.string().default('coaching'),
  /** Which proxies' X-Forwarded-For to believe (Express `trust proxy`): the reverse proxy in front of the api copies. */
  TRUST_PROXY: z.string().min(1).default('loopback'),
  SESSION_SECRET: z.string().min(16).default(LOCAL_SESSION_SECRET),
  SMTP_URL: z.string().default('smtp://127.0.0.1:2525'),
  MAIL_FROM: z.string().default('GG COACH <no-reply@ggcoach.example>'),
  CONTACT_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(10),
  OPERATOR_NOTIFY_EMAIL: z.email().default('support@ggcoach.example'),
  /** Discord's origin; the sandbox's stand-in locally. Production: https://discord.com */
  DISCORD_BASE_URL: z.url().default('http://localhost:3100/discord'),
  DISCORD_CLIENT_ID: z.string().min(1).default('sandbox-discord-client'),
  DISCORD_CLIENT_SECRET: z.string().min(1).default(SANDBOX_DISCORD_SECRET),
  /** The card provider's trade API (GMO-PG protocol, PROTOCOLS.md): `<url>/EntryTran.idPass` etc. The sandbox locally. */
  CARD_PROVIDER_API_URL: z.url().default('http://localhost:3100/payments/payment'),
  /** The provider's tokenising script the member's browser loads (the card number goes only there). */
  CARD_PROVIDER_SCRIPT_URL: z.url().default('http://localhost:3100/payments/ext/js/token.js'),
  CARD_PROVIDER_SHOP_ID: z.string().min(1).default('tshop00000001'),
  CARD_PROVIDER_SHOP_PASS: z.string().min(1).default(SANDBOX_CARD_SHOP_PASS),
  /** The site holds our members and their saved cards at the provider. */
  CARD_PROVIDER_SITE_ID: z.string().min(1).default('tsite00000001'),
  CARD_PROVIDER_SITE_PASS: z.string().min(1).default(SANDBOX_CARD_SITE_PASS),
  CARD_PROVIDER_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** zipcloud's search endpoint (PROTOCOLS.md); the sandbox's stand-in locally. Production: https://zipcloud.ibsnet.co.jp/api/search */
  POSTAL_CODE_API_URL: z.url().default('http://localhost:3100/zipcloud/api/search'),
  /** How often the worker looks for monthly split instalments that have fallen due. */
  INSTALMENT_SCAN_EVERY_MS: z.coerce.number().int().min(1_000).default(15 * 60 * 1000),
  /** How often the worker looks for lesson reminders to send (24 h and 1 h before, attendance after). */
  LESSON_SCAN_EVERY_MS: z.coerce.number().int().min(1_000).default(60 * 1000),
  /** A failing reactor is retried this many times, the first after this delay, doubling; then its event is parked. */
  REACTION_ATTEMPTS: z.coerce.number().int().min(1).max(30).default(8),
  REACTION_RETRY_DELAY_MS: z.coerce.number().int().min(10).default(2_000),
  /**
   * A worker holds each job it runs under a lock it renews every half of this; a job whose worker died is taken up
   * again once the lock has lapsed, at the next check for stalled jobs (also this often). Short in the fault suite.
   */
  JOB_LOCK_MS: z.coerce.number().int().min(2_000).default(30_000),
  /** How long a trial seat stays held for the member's confirmation (trials context); short in tests. */
  TRIAL_HOLD_SECONDS: z.coerce.number().int().min(1).max(3600).default(5 * 60),
  /** How long a freed seat stays held for the waiter it is offered to (trials' waitlist); short in tests. */
  TRIAL_OFFER_SECONDS: z.coerce.number().int().min(1).max(24 * 3600).default(30 * 60),
  /** Operator sign-in lock-out: this many failed sign-ins of one account (or from one address) lock it for the window. */
  OPERATOR_LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  OPERATOR_LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  OPERATOR_LOGIN_LOCK_SECONDS: z.coerce.number().int().min(1).default(15 * 60),
  WEB_DIST_DIR: z.string().optional(),
  ADMIN_DIST_DIR: z.string().optional(),
  /**
   * How long an api copy may answer a session or a member's standing from memory (ADR 0019): the bound on staleness
   * should a change notification be lost. 0 turns the caches off. Off by default in tests, where a test that writes
   * a row itself and asks at once must not race the notification; the read-cache tests turn it on.
   */
  MEMBER_READ_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The Prometheus endpoint's own port (ADR 0043); unset: the api's PORT + 90, the worker's PORT + 91, any free port in tests. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Where the metrics port listens: this machine only by default; the private network in compose (the port is not published). */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
});

export type AppConfig = Omit<z.infer<typeof envSchema>, 'MEMBER_READ_CACHE_SECONDS'> & { MEMBER_READ_CACHE_SECONDS: number; isProduction: boolean };

export class ConfigError extends Error {}

/** Reads configuration from environment variables, with safe local defaults. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = {
    ...parsed.data,
    MEMBER_READ_CACHE_SECONDS: parsed.data.MEMBER_READ_CACHE_SECONDS ?? (parsed.data.NODE_ENV === 'test' ? 0 : 10),
    isProduction: parsed.data.NODE_ENV === 'production',
  };
  if (config.isProduction && config.SESSION_SECRET === LOCAL_SESSION_SECRET) {
    throw new ConfigError('SESSION_SECRET must be set to a secret of your own in production.');
  }
  if (config.isProduction && config.DISCORD_CLIENT_SECRET === SANDBOX_DISCORD_SECRET) {
    throw new ConfigError('DISCORD_CLIENT_SECRET must be set to your Discord application secret in production.');
  }
  if (config.isProduction && (config.CARD_PROVIDER_SHOP_PASS === SANDBOX_CARD_SHOP_PASS || config.CARD_PROVIDER_SITE_PASS === SANDBOX_CARD_SITE_PASS)) {
    throw new ConfigError('CARD_PROVIDER_SHOP_PASS and CARD_PROVIDER_SITE_PASS must be set to your card provider contract in production.');
  }
  return config;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
