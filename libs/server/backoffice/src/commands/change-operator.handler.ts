import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { domainError, endOperatorSessions, EventStore } from '@coaching/server-core';
import { LinkCoachAccountCommand } from '@coaching/server-lessons/commands';
import { ListCoachesQuery } from '@coaching/server-lessons/queries';
import { BackofficeErrors } from '../domain/backoffice-errors';
import { type OperatorAccountChange, type OperatorAccountEvent, decideOperatorChange } from '../domain/operator-account.rules';
import { Operator } from '../entities/operator.entity';
import { ChangeOperatorCommand } from './change-operator.command';
import { appendOperatorEvents, countOtherActiveAdmins, lockOperatorAccounts } from './operator-writes';

/**
 * Decides under the accounts' lock (the last active admin stays), writes the account and its events together. A
 * deactivated account's sessions are deleted in the same transaction; a role change ends them too, so the next
 * request signs in again with the new role. A coach account's record link follows the role.
 */
@CommandHandler(ChangeOperatorCommand)
export class ChangeOperatorHandler implements ICommandHandler<ChangeOperatorCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  async execute({ operatorId, changes, actor }: ChangeOperatorCommand): Promise<void> {
    const current = await this.em.fork().findOne(Operator, { id: operatorId });
    if (!current) throw domainError(BackofficeErrors.OPERATOR_NOT_FOUND);
    const coaches = await this.queries.execute(new ListCoachesQuery({ includeInactive: true }));
    const linkedCoach = coaches.find((c) => c.operatorId === operatorId)?.id ?? null;
    const wantedCoach = changes.role === 'coach' ? (changes.coach_id ?? null) : changes.role ? null : linkedCoach;
    const relink = changes.role !== undefined && wantedCoach !== linkedCoach;
    if (relink && !(await this.commands.execute(new LinkCoachAccountCommand(operatorId, wantedCoach)))) throw domainError(BackofficeErrors.COACH_NOT_AVAILABLE);
    try {
      await this.change(operatorId, changes, wantedCoach, linkedCoach, actor.id);
    } catch (error) {
      // Refused (the last admin, say): the coach record goes back to how it was.
      if (relink) await this.commands.execute(new LinkCoachAccountCommand(operatorId, linkedCoach));
      throw error;
    }
  }

  private async change(operatorId: string, changes: ChangeOperatorCommand['changes'], wantedCoach: string | null, linkedCoach: string | null, actorId: string): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      await lockOperatorAccounts(tx);
      const operator = await tx.findOneOrFail(Operator, { id: operatorId });
      const context = { actorId, otherActiveAdmins: await countOtherActiveAdmins(tx, operatorId) };
      const state = { id: operator.id, role: operator.role, active: operator.active, coachId: linkedCoach };
      const asked: OperatorAccountChange[] = [];
      if (changes.role) asked.push({ type: 'ChangeRole', role: changes.role, coachId: wantedCoach });
      if (changes.active !== undefined) asked.push({ type: changes.active ? 'Reactivate' : 'Deactivate' });
      const events: OperatorAccountEvent[] = [];
      for (const change of asked) {
        const decided = decideOperatorChange({ ...state, role: operator.role, active: operator.active }, change, context);
        for (const event of decided) {
          if (event.type === 'OperatorRoleChanged') operator.role = event.data.to;
          if (event.type === 'OperatorDeactivated') Object.assign(operator, { active: false, deactivatedAt: new Date() });
          if (event.type === 'OperatorReactivated') Object.assign(operator, { active: true, deactivatedAt: null });
        }
        events.push(...decided);
      }
      if (events.length === 0) return;
      await tx.flush();
      await endOperatorSessions(tx, operatorId);
      await appendOperatorEvents(tx, this.store, operatorId, events, actorId);
    });
  }
}
