import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EventStore, sql } from '@coaching/server-core';
import { recordAccountChange } from './account-changes';
import { RecordMemberGameCommand } from './record-member-game.command';

@CommandHandler(RecordMemberGameCommand)
export class RecordMemberGameHandler implements ICommandHandler<RecordMemberGameCommand> {
  constructor(@Inject(EventStore) private readonly store: EventStore) {}

  async execute({ memberId, gameId, within }: RecordMemberGameCommand): Promise<void> {
    await sql(within, 'insert into game_users (user_id, game_id, is_selected) values (?, ?, true) on conflict (user_id, game_id) do update set is_selected = true', [memberId, gameId]);
    await sql(within, 'update game_users set is_selected = false where user_id = ? and game_id <> ? and is_selected', [memberId, gameId]);
    await recordAccountChange(this.store, within, memberId, 'courses', { type: 'system' });
  }
}
