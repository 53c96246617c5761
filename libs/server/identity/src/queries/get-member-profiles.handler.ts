import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { sql } from '@coaching/server-core';
import { GetMemberProfilesQuery, type MemberProfile } from './get-member-profiles.query';

interface Row {
  kind: 'member' | 'guardian';
  id: string;
  email: string;
  last_name: string | null;
  first_name: string | null;
  status: string;
  email_verified_at: Date | null;
  discord_username: string | null;
  discord_user_id: string | null;
  trial_count: number;
  registered_from: string | null;
  created_at: Date;
}

@QueryHandler(GetMemberProfilesQuery)
export class GetMemberProfilesHandler implements IQueryHandler<GetMemberProfilesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ memberIds }: GetMemberProfilesQuery): Promise<MemberProfile[]> {
    if (memberIds.length === 0) return [];
    const rows = await sql<Row>(
      this.em.fork(),
      'select id, kind, email, last_name, first_name, status, email_verified_at, discord_username, discord_user_id, trial_count, registered_from, created_at from users where id = any(string_to_array(?, \',\')::uuid[])',
      [memberIds.join(',')],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return memberIds.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      return [
        {
          id: row.id,
          kind: row.kind,
          email: row.email,
          lastName: row.last_name,
          firstName: row.first_name,
          status: row.status,
          emailVerifiedAt: row.email_verified_at ? new Date(row.email_verified_at) : null,
          discordUsername: row.discord_username,
          discordLinked: row.discord_user_id !== null,
          trialCount: row.trial_count,
          registeredFrom: row.registered_from,
          createdAt: new Date(row.created_at),
        },
      ];
    });
  }
}
