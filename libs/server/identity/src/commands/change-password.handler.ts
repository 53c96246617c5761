import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { domainError, hashPassword, verifyPassword } from '@coaching/server-core';
import { User } from '../entities/user.entity';
import { IdentityErrors } from '../domain/identity-errors';
import { ChangePasswordCommand } from './change-password.command';

@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, request }: ChangePasswordCommand): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const user = await tx.findOneOrFail(User, { id: userId }, { lockMode: 4 /* pessimistic write */ });
      if (!(await verifyPassword(user.passwordHash, request.old_password))) throw domainError(IdentityErrors.CURRENT_PASSWORD_WRONG);
      user.passwordHash = await hashPassword(request.new_password);
      user.passwordChangedAt = new Date();
    });
  }
}
