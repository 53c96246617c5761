import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { operatorLoginSchema, type OperatorIdentity } from '@coaching/contracts';
import { domainError, parseWith, RateLimiter } from '@coaching/server-core';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { BackofficeErrors } from '../domain/backoffice-errors';
import { authenticateOperator } from '../entities/operator-accounts';

export const OPERATOR_LOCAL = 'operator-local';
const PER_ACCOUNT = { limit: 10, windowSeconds: 15 * 60 };
const PER_ADDRESS = { limit: 30, windowSeconds: 15 * 60 };

/** E-mail and password sign-in for operators, throttled per account and per client address. */
@Injectable()
export class OperatorLocalStrategy extends PassportStrategy(Strategy, OPERATOR_LOCAL) {
  constructor(
    private readonly em: EntityManager,
    private readonly limiter: RateLimiter,
  ) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
  }

  async validate(req: Request): Promise<OperatorIdentity> {
    const { email, password } = parseWith(operatorLoginSchema, req.body);
    const account = email.toLowerCase();
    await this.limiter.enforce('operator-login-account', account, PER_ACCOUNT, req.res);
    await this.limiter.enforce('operator-login-address', req.ip ?? 'unknown', PER_ADDRESS, req.res);

    const operator = await authenticateOperator(this.em.fork(), email, password);
    if (!operator) throw domainError(BackofficeErrors.INVALID_CREDENTIALS);
    await this.limiter.reset('operator-login-account', account);
    return operator.toIdentity();
  }
}
