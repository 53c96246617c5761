import type { RateLimit } from '@coaching/server-core';

/** The identity context's rate limits, enforced with `RateLimiter.enforce` / `hit` from server-core. */
export const LIMITS = {
  loginPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  loginPerAddress: { limit: 50, windowSeconds: 15 * 60 },
  registerPerAddress: { limit: 10, windowSeconds: 60 * 60 },
  mailPerAccount: { limit: 5, windowSeconds: 60 * 60 },
  mailPerAddress: { limit: 20, windowSeconds: 60 * 60 },
  resetPerAddress: { limit: 20, windowSeconds: 60 * 60 },
  changePasswordPerAccount: { limit: 10, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimit>;
