import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { changedFields, domainError, EventStore, sql, sqlTransaction } from '@coaching/server-core';
import { byOperator, groupStream } from '../domain/lesson-record-streams';
import { LessonErrors } from '../domain/lessons-errors';
import { memberContactsOf } from '../queries/member-contacts';
import { assertJoinersFree, groupMemberIds, lockGroup, lockMembers } from './member-time';
import { SaveGroupCommand } from './save-group.command';

/** A group as its form saves it: its details and its members (each with the leader mark and tickets), in one order. */
async function groupAsSaved(tx: EntityManager, groupId: string) {
  const [row] = await sql<{ name: string; image_url: string | null; type_label: string; discord_url: string | null; game_id: number; coach_id: string | null }>(
    tx,
    'select name, image_url, type_label, discord_url, game_id, coach_id from lesson_groups where id = ?',
    [groupId],
  );
  if (!row) return null;
  const members = await sql(tx, 'select member_id, is_leader, ticket_count from lesson_group_members where group_id = ? order by member_id', [groupId]);
  return { ...row, members };
}

/** Saves a group and records it (created, or which of its details and members changed) on its stream, in one transaction. */
@CommandHandler(SaveGroupCommand)
export class SaveGroupHandler implements ICommandHandler<SaveGroupCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ id, group, operatorId }: SaveGroupCommand): Promise<{ id: string }> {
    // Every member must be one: an unknown id is refused rather than kept as a ghost member.
    const known = await memberContactsOf(this.queries, group.members.map((m) => m.member_id));
    if (known.size !== group.members.length) throw domainError(LessonErrors.STUDENT_NOT_FOUND);
    return sqlTransaction(this.em, async (tx) => {
      if (group.coach_id) {
        const [coach] = await sql(tx, 'select 1 from coaches where id = ?', [group.coach_id]);
        if (!coach) throw domainError(LessonErrors.COACH_NOT_FOUND);
      }
      const groupId = id ?? randomUUID();
      // Members it adds join the group's lessons to come: each must be free then (member-time.ts).
      await lockGroup(tx, groupId);
      const fields = [group.name, group.image_url ?? null, group.type_label, group.discord_url ?? null, group.game_id, group.coach_id ?? null];
      const saved = id ? await groupAsSaved(tx, id) : null;
      if (id) {
        const updated = await sql(tx, 'update lesson_groups set name = ?, image_url = ?, type_label = ?, discord_url = ?, game_id = ?, coach_id = ? where id = ? returning 1', [...fields, id]);
        if (updated.length === 0) throw domainError(LessonErrors.GROUP_NOT_FOUND);
      } else {
        await sql(tx, 'insert into lesson_groups (name, image_url, type_label, discord_url, game_id, coach_id, id) values (?, ?, ?, ?, ?, ?, ?)', [...fields, groupId]);
      }
      const before = new Set(await groupMemberIds(tx, groupId));
      const joiners = group.members.map((m) => m.member_id).filter((memberId) => !before.has(memberId));
      await lockMembers(tx, joiners);
      await sql(tx, 'delete from lesson_group_members where group_id = ?', [groupId]);
      for (const m of group.members) {
        await sql(tx, 'insert into lesson_group_members (group_id, member_id, is_leader, ticket_count) values (?, ?, ?, ?)', [groupId, m.member_id, m.is_leader, m.ticket_count]);
      }
      await assertJoinersFree(tx, groupId, joiners);
      const after = (await groupAsSaved(tx, groupId))!;
      const changed = saved ? changedFields(saved, after, Object.keys(after)) : [];
      const event = saved
        ? changed.length > 0 && { type: 'GroupChanged', data: { groupId, name: group.name, changed } }
        : { type: 'GroupCreated', data: { groupId, name: group.name, members: group.members.length } };
      if (event) await this.store.record(tx, groupStream(groupId), [event], byOperator(operatorId));
      return { id: groupId };
    });
  }
}
