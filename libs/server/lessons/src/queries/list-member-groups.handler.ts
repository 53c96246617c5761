import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { MemberGroup } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import { ListMemberGroupsQuery } from './list-member-groups.query';
import { lessonGamesOf } from './member-lesson-rows';
import { memberContactsOf } from './member-contacts';

interface GroupRow {
  id: string;
  name: string;
  image_url: string | null;
  type_label: string;
  discord_url: string | null;
  game_id: number;
}

@QueryHandler(ListMemberGroupsQuery)
export class ListMemberGroupsHandler implements IQueryHandler<ListMemberGroupsQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ memberId, gameId }: ListMemberGroupsQuery): Promise<MemberGroup[]> {
    const em = this.em.fork();
    const groups = await sql<GroupRow>(
      em,
      `select g.id, g.name, g.image_url, g.type_label, g.discord_url, g.game_id from lesson_groups g join lesson_group_members m on m.group_id = g.id
        where m.member_id = ? ${gameId === undefined ? '' : 'and g.game_id = ?'} order by g.name, g.id`,
      gameId === undefined ? [memberId] : [memberId, gameId],
    );
    if (groups.length === 0) return [];
    const memberships = await sql<{ group_id: string; member_id: string; is_leader: boolean; ticket_count: number }>(
      em,
      'select group_id, member_id, is_leader, ticket_count from lesson_group_members where group_id = any(?::uuid[]) order by is_leader desc, member_id',
      [`{${groups.map((g) => g.id).join(',')}}`],
    );
    const [contacts, games] = await Promise.all([memberContactsOf(this.queries, memberships.map((m) => m.member_id)), lessonGamesOf(this.queries, groups.map((g) => g.game_id))]);
    return groups.map(({ game_id, ...g }) => ({
      ...g,
      game: games.get(Number(game_id)) ?? null,
      users: memberships
        .filter((m) => m.group_id === g.id)
        .map((m) => {
          const c = contacts.get(m.member_id);
          return {
            name: [c?.lastName, c?.firstName].filter(Boolean).join(' '),
            profile_photo_url: c?.profilePhotoUrl ?? null,
            discord_id: c?.discordId ?? null,
            group_ticket_count: m.ticket_count,
            is_leader: m.is_leader,
          };
        }),
    }));
  }
}
