import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { domainError, MemberDirectory, sql, sqlTransaction } from '@coaching/server-core';
import { LessonErrors } from '../domain/lessons-errors';
import { assertJoinersFree, groupMemberIds, lockGroup, lockMembers } from './member-time';
import { SaveGroupCommand } from './save-group.command';

@CommandHandler(SaveGroupCommand)
export class SaveGroupHandler implements ICommandHandler<SaveGroupCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(MemberDirectory) private readonly members: MemberDirectory,
  ) {}

  async execute({ id, group }: SaveGroupCommand): Promise<{ id: string }> {
    // Every member must be one: an unknown id is refused rather than kept as a ghost member.
    const known = await this.members.contactsOf(group.members.map((m) => m.member_id));
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
      return { id: groupId };
    });
  }
}
