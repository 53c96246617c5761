import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { SuspensionGround } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import { suspensionOf } from '../domain/member-suspension';
import { GetMemberAccountQuery, type MemberAccount } from './get-member-account.query';

/** A member's row with their chosen games, as `MEMBER_ROW` reads it. */
interface MemberRow {
  public_id: string;
  kind: 'member' | 'guardian';
  email: string;
  last_name: string | null;
  first_name: string | null;
  email_verified_at: Date | null;
  password_changed_at: Date | string | null;
  status: string;
  trial_count: number;
  discord_id: string | null;
  discord_username: string | null;
  is_discord_login: boolean;
  has_password: boolean;
  profile_photo_path: string | null;
  route: string | null;
  trial_reserve_url: string | null;
  suspended_at: Date | null;
  suspension_ground: SuspensionGround | null;
  suspension_reason: string | null;
  games: { game_id: number; is_selected: boolean }[] | null;
  trial_intent: { game_id: number; recorded_at: string } | null;
}

// Identity's part in one statement (the member and their chosen games), read as plain rows. Asked when the member's
// home is built (the composition module's read model keeps the answer until the account changes, ADR 0026).
const MEMBER_ROW = `select u.public_id, u.kind, u.email, u.last_name, u.first_name, u.email_verified_at, u.password_changed_at, u.status, u.trial_count, u.discord_id,
       u.discord_username, u.is_discord_login, u.password_hash is not null as has_password, u.profile_photo_path, u.route, u.trial_reserve_url,
       u.suspended_at, u.suspension_ground, u.suspension_reason,
       (select json_agg(json_build_object('game_id', g.game_id, 'is_selected', g.is_selected) order by g.game_id) from game_users g where g.user_id = u.id) as games,
       (select json_build_object('game_id', t.game_id, 'recorded_at', t.recorded_at) from trial_intents t where t.member_id = u.id) as trial_intent
  from users u where u.id = ?`;

const accountOf = (row: MemberRow): MemberAccount => ({
  publicId: row.public_id,
  kind: row.kind,
  email: row.email,
  lastName: row.last_name,
  firstName: row.first_name,
  isVerified: row.email_verified_at !== null,
  passwordChangedAt: row.password_changed_at === null ? null : new Date(row.password_changed_at).toISOString(),
  status: row.status,
  trialCount: row.trial_count,
  discordId: row.discord_id,
  discordUsername: row.discord_username,
  isDiscordLogin: row.is_discord_login,
  hasPassword: row.has_password,
  profilePhotoUrl: row.profile_photo_path ? `/api/profile/photo/${row.public_id}?${row.profile_photo_path}` : null,
  route: row.route,
  trialReserveUrl: row.trial_reserve_url,
  suspension: suspensionOf({
    suspendedAt: row.suspended_at ? new Date(row.suspended_at) : null,
    suspensionGround: row.suspension_ground,
    suspensionReason: row.suspension_reason,
  }),
  games: (row.games ?? []).map((g) => ({ gameId: g.game_id, isSelected: g.is_selected })),
  trialIntent: row.trial_intent ? { gameId: row.trial_intent.game_id, recordedAt: new Date(row.trial_intent.recorded_at).toISOString() } : null,
});

@QueryHandler(GetMemberAccountQuery)
export class GetMemberAccountHandler implements IQueryHandler<GetMemberAccountQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ memberId }: GetMemberAccountQuery): Promise<MemberAccount | null> {
    const [row] = await sql<MemberRow>(this.em.fork(), MEMBER_ROW, [memberId]);
    return row ? accountOf(row) : null;
  }
}
