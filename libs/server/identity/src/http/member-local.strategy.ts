import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { loginRequestSchema } from '@coaching/contracts';
import { domainError, parseWith, RateLimiter, verifyPassword } from '@coaching/server-core';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { byEmail, User } from '../entities/user.entity';
import { IdentityErrors } from '../domain/identity-errors';
import { LIMITS } from './throttle';

export const MEMBER_LOCAL = 'member-local';

/** E-mail and password sign-in for members; ten wrong passwords for one account are then throttled. */
@Injectable()
export class MemberLocalStrategy extends PassportStrategy(Strategy, MEMBER_LOCAL) {
  constructor(
    private readonly em: EntityManager,
    private readonly limiter: RateLimiter,
  ) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
  }

  async validate(req: Request): Promise<string> {
    const { email, password } = parseWith(loginRequestSchema, req.body);
    const account = email.toLowerCase();
    await this.limiter.enforce('member-login-account', account, LIMITS.loginPerAccount, req.res);
    await this.limiter.enforce('member-login-address', req.ip ?? 'unknown', LIMITS.loginPerAddress, req.res);
    const user = await this.em.fork().findOne(User, byEmail(email));
    if (!(await verifyPassword(user?.passwordHash, password)) || !user) throw domainError(IdentityErrors.LOGIN_FAILED);
    await this.limiter.reset('member-login-account', account);
    return user.id;
  }
}
