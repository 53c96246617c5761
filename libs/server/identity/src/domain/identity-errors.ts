import { HttpException, HttpStatus } from '@nestjs/common';
import { IdentityMessages as m } from '@coaching/contracts';

const CATALOGUE = {
  'IDENTITY.EMAIL_TAKEN': { status: HttpStatus.UNPROCESSABLE_ENTITY, field: 'email', message: m.emailTaken },
  'IDENTITY.LOGIN_FAILED': { status: HttpStatus.UNPROCESSABLE_ENTITY, field: 'email', message: m.loginFailed },
  'IDENTITY.RESET_TOKEN_INVALID': { status: HttpStatus.UNPROCESSABLE_ENTITY, field: 'token', message: m.resetTokenInvalid },
  'IDENTITY.CURRENT_PASSWORD_WRONG': { status: HttpStatus.UNPROCESSABLE_ENTITY, field: 'old_password', message: m.currentPasswordWrong },
  'IDENTITY.DISCORD_LINKED_ELSEWHERE': { status: HttpStatus.CONFLICT, field: 'discord', message: m.discordLinkedElsewhere },
  'IDENTITY.DISCORD_EMAIL_TAKEN': { status: HttpStatus.CONFLICT, field: 'discord', message: m.discordEmailTaken },
  'IDENTITY.DISCORD_NO_EMAIL': { status: HttpStatus.UNPROCESSABLE_ENTITY, field: 'discord', message: m.discordNoEmail },
  'IDENTITY.DISCORD_ONLY_ACCOUNT': { status: HttpStatus.CONFLICT, field: 'discord', message: m.discordNeedsPassword },
} as const;

export type IdentityErrorCode = keyof typeof CATALOGUE;

/** A refusal of the identity context, with its code; mapped to HTTP and Japanese in one place. */
export class IdentityError extends Error {
  constructor(readonly code: IdentityErrorCode) {
    super(code);
    this.name = 'IdentityError';
  }

  /** The Japanese message for this refusal. */
  get userMessage(): string {
    return CATALOGUE[this.code].message;
  }

  toHttp(): HttpException {
    const { status, field, message } = CATALOGUE[this.code];
    return new HttpException({ message, errors: { [field]: [message] } }, status);
  }
}

/** Rethrows an `IdentityError` as its HTTP answer; anything else unchanged. */
export function asHttp(error: unknown): never {
  throw error instanceof IdentityError ? error.toHttp() : error;
}
