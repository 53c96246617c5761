import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig, domainError, EventStore, hashPassword } from '@coaching/server-core';
import { LinkCoachAccountCommand } from '@coaching/server-lessons/commands';
import { randomUUID } from 'node:crypto';
import { BackofficeErrors } from '../domain/backoffice-errors';
import { byEmail } from '../entities/operator-accounts';
import { Operator } from '../entities/operator.entity';
import { CreateOperatorCommand } from './create-operator.command';
import { appendOperatorEvents, lockOperatorAccounts, sendInvitation } from './operator-writes';

/**
 * Opens the account and records `OperatorCreated` with the admin as actor, in one transaction. A coach account
 * first claims its coach record (lessons' published command); if the account then cannot be written, the claim is
 * given back, so a coach never ends up linked to an account that does not exist.
 */
@CommandHandler(CreateOperatorCommand)
export class CreateOperatorHandler implements ICommandHandler<CreateOperatorCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commands: CommandBus,
  ) {}

  async execute({ input, actor }: CreateOperatorCommand): Promise<string> {
    if (await this.em.fork().findOne(Operator, byEmail(input.email))) throw domainError(BackofficeErrors.EMAIL_TAKEN);
    const id = randomUUID();
    const coachId = input.role === 'coach' ? (input.coach_id ?? null) : null;
    if (coachId && !(await this.commands.execute(new LinkCoachAccountCommand(id, coachId)))) throw domainError(BackofficeErrors.COACH_NOT_AVAILABLE);
    const passwordHash = input.password ? await hashPassword(input.password) : null;
    try {
      await this.em.fork().transactional(async (tx) => {
        await lockOperatorAccounts(tx);
        if (await tx.findOne(Operator, byEmail(input.email))) throw domainError(BackofficeErrors.EMAIL_TAKEN);
        const operator = tx.create(Operator, { id, email: input.email, name: input.name, role: input.role, passwordHash });
        await tx.flush();
        const invited = !passwordHash;
        if (invited) await sendInvitation(tx, this.config, operator, 'invite');
        await appendOperatorEvents(tx, this.store, id, [{ type: 'OperatorCreated', data: { name: input.name, email: input.email, role: input.role, coachId, invited } }], actor.id);
      });
    } catch (error) {
      if (coachId) await this.commands.execute(new LinkCoachAccountCommand(id, null));
      throw error;
    }
    return id;
  }
}
