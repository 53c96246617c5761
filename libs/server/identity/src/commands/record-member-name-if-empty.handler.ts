import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore, sql } from '@coaching/server-core';
import { recordAccountChange } from './account-changes';
import { RecordMemberNameIfEmptyCommand } from './record-member-name-if-empty.command';

@CommandHandler(RecordMemberNameIfEmptyCommand)
export class RecordMemberNameIfEmptyHandler implements ICommandHandler<RecordMemberNameIfEmptyCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async execute({ memberId, lastName, firstName, within }: RecordMemberNameIfEmptyCommand): Promise<boolean> {
    // One statement: a profile edit racing this one either committed first (its name stays) or waits for this row lock.
    const filled = await sql<{ id: string }>(
      within,
      "update users set last_name = ?, first_name = ? where id = ? and coalesce(trim(last_name), '') = '' and coalesce(trim(first_name), '') = '' returning id",
      [lastName.trim(), firstName.trim(), memberId],
    );
    if (filled.length === 0) return false;
    await recordAccountChange(this.store, within, memberId, 'profile', { type: 'system' });
    return true;
  }
}
