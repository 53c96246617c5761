import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { operatorLoginSchema, type OperatorIdentity } from '@coaching/contracts';
import { APP_CONFIG, type AppConfig, domainError, EventStore, parseWith, RateLimiter, type RateLimit } from '@coaching/server-core';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { BackofficeErrors } from '../domain/backoffice-errors';
import { checkOperatorPassword } from '../entities/operator-accounts';
import { recordOperatorAccess } from '../commands/operator-access';

export const OPERATOR_LOCAL = 'operator-local';
const ACCOUNT = 'operator-login-failures-account';
const ADDRESS = 'operator-login-failures-address';

/**
 * E-mail and password sign-in for operators, with a lock-out kept in Redis (so every api process sees it): after
 * `OPERATOR_LOGIN_MAX_FAILURES` failures of one account, or `…_PER_ADDRESS` from one address, within the window,
 * sign-in is refused for the rest of the window, a correct password included. Only failures count; a success
 * clears the account's count. Every failure, and every refusal while locked, is recorded for the audit log.
 */
@Injectable()
export class OperatorLocalStrategy extends PassportStrategy(Strategy, OPERATOR_LOCAL) {
  private readonly perAccount: RateLimit;
  private readonly perAddress: RateLimit;

  constructor(
    private readonly em: EntityManager,
    private readonly limiter: RateLimiter,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
    this.perAccount = { limit: config.OPERATOR_LOGIN_MAX_FAILURES, windowSeconds: config.OPERATOR_LOGIN_LOCK_SECONDS };
    this.perAddress = { limit: config.OPERATOR_LOGIN_MAX_FAILURES_PER_ADDRESS, windowSeconds: config.OPERATOR_LOGIN_LOCK_SECONDS };
  }

  async validate(req: Request): Promise<OperatorIdentity> {
    const { email, password } = parseWith(operatorLoginSchema, req.body);
    const account = email.toLowerCase();
    const ip = req.ip ?? 'unknown';
    const locks = await Promise.all([this.limiter.peek(ACCOUNT, account, this.perAccount), this.limiter.peek(ADDRESS, ip, this.perAddress)]);
    const lock = locks.find((l) => l.blocked);
    if (lock) {
      await recordOperatorAccess(this.em, this.store, { type: 'OperatorSignInFailed', data: { operatorId: null, email: account, ip, reason: 'locked' } });
      req.res?.setHeader('Retry-After', String(lock.retryAfterSeconds));
      throw domainError(BackofficeErrors.SIGN_IN_LOCKED, { minutes: Math.max(1, Math.ceil(lock.retryAfterSeconds / 60)) });
    }

    const { operator, known, reason } = await checkOperatorPassword(this.em.fork(), email, password);
    if (!operator) {
      await Promise.all([this.limiter.hit(ACCOUNT, account, this.perAccount), this.limiter.hit(ADDRESS, ip, this.perAddress)]);
      await recordOperatorAccess(this.em, this.store, { type: 'OperatorSignInFailed', data: { operatorId: known?.id ?? null, email: account, ip, reason: reason ?? 'password' } });
      throw domainError(BackofficeErrors.INVALID_CREDENTIALS);
    }
    await this.limiter.reset(ACCOUNT, account);
    return operator.toIdentity();
  }
}
